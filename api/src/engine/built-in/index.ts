import { truncateToCap, type Platform } from '@brandcast/shared';
import { cleanField } from '../fields';
import { brandOf } from '../brand';
import { hashtagsFor } from '../hashtags';
import { chooser } from '../random';
import type { EngineProject, Generated, GenerationProvider } from '../types';
import { adaptCopy, writeCopies } from './copies';
import { writeMessages } from './messages';
import { HASHTAGS_PER_PLATFORM } from './platforms';
import { writeVariants } from './variants';
import { passing } from '../grammar';
import { craftedCopies, craftedLines, openingWords, withoutCutTags } from '../craft';
import { calmProject } from '../craft/calm';

/** The brief as one text: the words the owner typed, which the grammar gate leaves to them. */
const briefText = (project: EngineProject) => Object.values(project.details ?? {}).join(' ');

/** The fields that give the writer most to say, in the order a user is asked to fill them. */
const GIVING_FIELDS = {
  whatYouSell: 'what you sell',
  uniqueValue: 'a unique value',
  problemYouSolve: 'the problem you solve',
  whoYouSellTo: 'who you sell to',
  priceRange: 'a price range',
  location: 'a location',
} as const;

/**
 * A result with fewer items than asked says so: how many could be written, and the empty fields that
 * would give more (or that more would only repeat these).
 */
export function withNote<T>(
  result: Generated<T>,
  project: EngineProject,
  count: number,
  what: 'line' | 'copy',
): Generated<T> {
  const n = result.items.length;
  if (n >= count) return result;
  const missing = Object.entries(GIVING_FIELDS)
    // A price is often digits only ("£7.99"): a field with a letter or a digit is filled.
    .filter(([field]) => !/[\p{L}\p{N}]/u.test(cleanField(project.details?.[field as keyof typeof GIVING_FIELDS])))
    .map(([, words]) => words);
  const add = missing.length > 0 ? `add ${missing.slice(0, 2).join(' or ')} for more` : 'more would only repeat these';
  const things =
    what === 'line' ? (n === 1 ? 'strong line' : 'strong lines') : n === 1 ? 'distinct copy' : 'distinct copies';
  const note =
    n === 0
      ? `No ${what === 'line' ? 'strong line' : 'copy'} could be written from these fields; ${add}.`
      : `Only ${n} ${things} could be written from these fields; ${add}.`;
  return { ...result, note };
}

/** At most this many texts per call, whatever is asked. */
export const MAX_COUNT = 10;

const countOf = (count: number) => Math.min(MAX_COUNT, Math.max(1, Math.floor(count) || 1));

/**
 * The default provider: writes offline from the project's brand fields, with templates and a seeded
 * choice among them, so the same seed always gives the same text. Copies are within the platform cap.
 */
export function createBuiltInProvider(): GenerationProvider {
  const provider = 'built-in' as const;
  return {
    name: provider,
    async generateMessages(original, { type, count, seed, favour }) {
      const project = calmProject(original);
      const n = countOf(count);
      const crafted = craftedLines(project, type, seed);
      const write = (k: number) => writeMessages(brandOf(project), type, k, chooser(seed), favour, crafted);
      const items = await passing(
        write(n),
        (m) => m.content,
        n,
        briefText(project),
        () => write(Math.min(MAX_COUNT, n + 5)),
      );
      return withNote({ provider, items }, project, n, 'line');
    },
    async generateVariants(message, { count, seed, project }) {
      const n = countOf(count);
      const items = writeVariants(message, n, chooser(seed, 3), project ? brandOf(project) : null);
      return withNote(
        { provider, items: await passing(items, (m) => m.content, n, project ? briefText(project) : message.content) },
        project ?? { details: {} },
        n,
        'line',
      );
    },
    async generateCopies(original, message, { platform, format, count, seed }) {
      const project = calmProject(original);
      const n = countOf(count);
      // Crafted copies first (each angle the brief gives), the field-led writer's after them only to make up the count.
      const hooks = message
        ? []
        : writeMessages(
            brandOf(project),
            'tagline',
            5,
            chooser(seed, 1),
            undefined,
            craftedLines(project, 'tagline', seed),
          ).map((m) => m.content);
      const write = (k: number) => {
        const crafted = craftedCopies(project, message, platform, format, k, seed, hooks);
        // The hook a crafted copy opens on is not opened on again by an older one.
        const older = (crafted.length >= k ? [] : writeCopies(project, message, platform, format, k, seed)).filter(
          (o) => message !== null || !crafted.some((c) => openingWords(c.content) === openingWords(o.content)),
        );
        return [...crafted, ...older].slice(0, k).map((copy) => {
          const kept = withoutCutTags(copy, briefText(project));
          return { ...kept, content: truncateToCap(kept.content, platform) };
        });
      };
      const items = await passing(
        write(n),
        (c) => c.content,
        n,
        `${briefText(project)} ${message?.content ?? ''}`,
        () => write(Math.min(MAX_COUNT, n + 3)),
      );
      return withNote({ provider, items }, project, n, 'copy');
    },
    async adaptCopy(copy, platform: Platform, seed) {
      const adapted = adaptCopy(copy, platform, seed);
      return { provider, copy: { ...adapted, content: truncateToCap(adapted.content, platform) } };
    },
    async hashtags(text, project) {
      return { provider, hashtags: hashtagsFor(text, project, Math.max(5, HASHTAGS_PER_PLATFORM.instagram)) };
    },
  };
}
