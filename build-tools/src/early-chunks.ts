/**
 * The host's chunks that every page of the app runs on (React and the router; antd's theme and style engine): the
 * page asks for them itself, at low priority, instead of waiting for the entry to be fetched and run first. The
 * entry could not name them in its HTML as scripts of its own: shared modules load through Module Federation's
 * runtime, which the entry brings. On a phone on slow 4G the wait was ~0.8 s before the largest one (framework,
 * 74 KB) started. Low priority keeps them behind the document and the entry, as the entry's own requests
 * for them would be.
 */
export const EARLY_CHUNKS = ['framework', 'antd-core'] as const;

/** The `<link rel="preload">` tags of the named chunks' scripts; a name with no chunk fails the build. */
export function earlyChunkTags(
  namedChunks: ReadonlyMap<string, { files: Iterable<string> }>,
  names: readonly string[],
  assetPrefix: string,
) {
  return names.flatMap((name) => {
    const chunk = namedChunks.get(name);
    if (!chunk) throw new Error(`pluginEarlyChunks: no chunk is named "${name}" (see build-tools/src/chunk-groups.ts)`);
    return [...chunk.files]
      .filter((file) => file.endsWith('.js'))
      .map((file): Tag => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'script', href: `${assetPrefix.replace(/\/?$/, '/')}${file}`, fetchpriority: 'low' },
      }));
  });
}

type Tag = { tag: string; attrs?: Record<string, string | boolean | undefined>; children?: string };

/**
 * The part of Rsbuild's plugin API used here, written out as in precompress.ts: build-tools does not depend on
 * Rsbuild, and the host's `plugins: [...]` checks it against Rsbuild's real type.
 */
interface EarlyChunksPlugin {
  name: string;
  setup(api: {
    modifyHTMLTags(
      fn: (
        tags: { headTags: Tag[]; bodyTags: Tag[] },
        context: {
          compilation: { options: { mode?: string }; namedChunks: ReadonlyMap<string, { files: ReadonlySet<string> }> };
          assetPrefix: string;
        },
      ) => { headTags: Tag[]; bodyTags: Tag[] },
    ): void;
  }): void;
}

/** Rsbuild plugin: the named chunks' preload tags in the production page's head (see earlyChunkTags). */
export function pluginEarlyChunks(names: readonly string[]): EarlyChunksPlugin {
  return {
    name: 'brandcast:early-chunks',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        if (compilation.options.mode !== 'production') return tags;
        return { ...tags, headTags: [...tags.headTags, ...earlyChunkTags(compilation.namedChunks, names, assetPrefix)] };
      });
    },
  };
}
