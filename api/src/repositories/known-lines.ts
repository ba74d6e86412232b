import { and, eq } from 'drizzle-orm';
import { lineKey, type Platform } from '@brandcast/shared';
import { copies, messages } from '../db/schema';
import type { Orm } from '../db/client';

/**
 * The lines a project already has, as `lineKey` compares them: its messages and their variants, or its
 * copies for the platform asked for. A generation returns none of these again, and so never charges for one.
 * Copies compare within their platform: the same words posted to X and to Facebook are the ordinary cross-post,
 * not a repeat (and a first Facebook copy is never refused for the project's X copies).
 */
export async function knownMessageLines(orm: Orm, projectId: string): Promise<Set<string>> {
  const rows = await orm
    .select({ content: messages.content, variants: messages.variants })
    .from(messages)
    .where(eq(messages.projectId, projectId));
  return new Set(rows.flatMap((row) => [row.content, ...row.variants.map((variant) => variant.content)]).map(lineKey));
}

export async function knownCopyLines(orm: Orm, projectId: string, platform: Platform): Promise<Set<string>> {
  const rows = await orm
    .select({ content: copies.content })
    .from(copies)
    .where(and(eq(copies.projectId, projectId), eq(copies.platform, platform)));
  return new Set(rows.map((row) => lineKey(row.content)));
}

/**
 * Up to `count` new lines. A line the project has (or that this call already holds) is dropped, and the
 * writer is asked again (a new seed each time, at most `attempts` calls) while lines were dropped and
 * fewer than `count` are kept; a writer that simply had fewer to say is not asked again. The first
 * answer's provenance and note are kept; `dropped` counts the lines left out as ones the project has.
 */
export async function freshLines<G extends { items: { content: string }[] }>(
  write: () => Promise<G>,
  known: Set<string>,
  count: number,
  attempts = 3,
): Promise<{ generated: G; items: G['items']; dropped: number }> {
  const seen = new Set(known);
  const items: G['items'] = [];
  let first: G | undefined;
  let dropped = 0;
  for (let attempt = 0; attempt < attempts && items.length < count; attempt++) {
    const generated = await write();
    first ??= generated;
    let droppedNow = 0;
    for (const item of generated.items) {
      const key = lineKey(item.content);
      if (!key || items.length >= count) continue;
      if (seen.has(key)) {
        droppedNow++;
        continue;
      }
      seen.add(key);
      items.push(item);
    }
    dropped += droppedNow;
    if (droppedNow === 0) break;
  }
  return { generated: first!, items, dropped };
}
