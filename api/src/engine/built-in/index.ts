import { truncateToCap, type Platform } from '@brandcast/shared';
import { brandOf } from '../brand';
import { hashtagsFor } from '../hashtags';
import { chooser } from '../random';
import type { GenerationProvider } from '../types';
import { adaptCopy, writeCopies } from './copies';
import { writeMessages } from './messages';
import { HASHTAGS_PER_PLATFORM } from './platforms';
import { writeVariants } from './variants';

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
    async generateMessages(project, { type, count, seed }) {
      return { provider, items: writeMessages(brandOf(project), type, countOf(count), chooser(seed)) };
    },
    async generateVariants(message, { count, seed }) {
      return { provider, items: writeVariants(message, countOf(count), chooser(seed, 3)) };
    },
    async generateCopies(project, message, { platform, format, count, seed }) {
      const items = writeCopies(project, message, platform, format, countOf(count), seed).map((copy) => ({
        ...copy,
        content: truncateToCap(copy.content, platform),
      }));
      return { provider, items };
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
