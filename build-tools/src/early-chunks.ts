/**
 * The host's chunks that every page of the app runs on (React and the router; antd's theme and style engine): the
 * page asks for them itself, at low priority, instead of waiting for the entry to be fetched and run first. The
 * entry could not name them in its HTML as scripts of its own: shared modules load through Module Federation's
 * runtime, which the entry brings. On a phone on slow 4G the wait was ~0.8 s before the largest one (framework,
 * 74 KB) started. Low priority keeps them behind the document and the entry, as the entry's own requests
 * for them would be. Each is a group of chunk-groups.ts.
 *
 * Rsbuild's own preload does it (README.md: the same tags as the plugin this replaced, measured); it takes no
 * attributes, so `lowPriorityScriptPreloads` adds the priority.
 */
export const EARLY_CHUNKS = ['framework', 'antd-core'] as const;

/** Rsbuild `performance.preload`: the early chunks' scripts, which Rsbuild finds among the page's async chunks. */
export const EARLY_CHUNKS_PRELOAD = {
  type: 'async-chunks' as const,
  include: [new RegExp(`[\\\\/](?:${EARLY_CHUNKS.join('|')})\\.\\w+\\.js$`)],
};

type Tag = { tag: string; attrs?: Record<string, string | boolean | null | undefined> };

/** Rsbuild `html.tags` function: every script preload of the page at low priority (`fetchpriority="low"`). */
export function lowPriorityScriptPreloads<T extends Tag>(tags: T[]): T[] {
  return tags.map((tag) =>
    tag.tag === 'link' && tag.attrs?.rel === 'preload' && tag.attrs.as === 'script'
      ? { ...tag, attrs: { ...tag.attrs, fetchpriority: 'low' } }
      : tag,
  );
}
