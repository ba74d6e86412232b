import { brandOf } from './brand';
import type { EngineProject } from './types';

const STOP = new Set(
  (
    'the and for with you your our are was were this that these those from into onto have has had not but ' +
    'all any can will just more most very what when where which who why how than then them they their there ' +
    'here its it\'s we\'re you\'re about also been being each every get got make made like only over such ' +
    'some very much many well even back still today now new best one two three learn find see more link bio ' +
    'subject preview team hello thanks because always never right done good great happy questions ' +
    'goodbye detail details handled would could should there their about things everything something people'
  ).split(' '),
);

/** A hashtag: `#` then letters, digits or underscores, with at least one letter. */
export const HASHTAG = /^#[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*$/u;

/** "Crumb & Co." → "#CrumbCo"; "sourdough" → "#sourdough"; null when nothing usable is left. */
export function toHashtag(text: string): string | null {
  const words = text
    .replace(/^#/, '')
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
  if (words.length === 0) return null;
  const joined = words.length === 1 ? words[0]! : words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  const tag = `#${joined.slice(0, 40)}`;
  return HASHTAG.test(tag) ? tag : null;
}

/** Deduplicates case-insensitively, keeping the first spelling. */
export function uniqueHashtags(tags: Iterable<string | null>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags) {
    if (!tag || !HASHTAG.test(tag)) continue;
    const key = tag.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(tag);
    }
  }
  return out;
}

/** Meaningful words of a text, most frequent first (ties: first seen). */
function textKeywords(text: string): string[] {
  const counts = new Map<string, number>();
  const body = text.replace(/#[\p{L}\p{N}_]+/gu, ' ');
  for (const w of body.toLowerCase().split(/[^\p{L}\p{N}'-]+/u)) {
    if (w.length >= 5 && /^\p{L}+(?:-\p{L}+)*$/u.test(w) && !STOP.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([w]) => w);
}

/**
 * Hashtags for a text: the ones it already has, the business name, what it sells, where it is, then
 * the text's own key words. Deterministic: the same text and project give the same tags.
 */
export function hashtagsFor(text: string, project: EngineProject, limit = 8): string[] {
  const b = brandOf(project);
  const existing = text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
  const location = b.location ? toHashtag(b.location.split(',')[0]!) : null;
  const nameWords = new Set((b.name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return uniqueHashtags([
    ...existing,
    b.name ? toHashtag(b.name) : null,
    ...b.keywords.slice(0, 3).map(toHashtag),
    location,
    ...textKeywords(text)
      .filter((w) => !nameWords.has(w))
      .map(toHashtag),
    ...b.keywords.slice(3).map(toHashtag),
  ]).slice(0, limit);
}
