import nlp from 'compromise';
import { brandOf, type Brand } from './brand';
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

const GENERIC_HEAD = /^(?:advice|services?|software|app|apps|products?|solutions?|platform|tools?|company|business|shop|store)$/i;
const brandTagCache = new WeakMap<Brand, string[]>();

/** Noun compounds of what the brand sells (#PenetrationTesting, #SOC2, #DogWalking), then its place: never an adjective or verb. */
export function brandTags(b: Brand): string[] {
  const hit = brandTagCache.get(b);
  if (hit) return hit;
  const tags: Array<string | null> = [];
  const offer = b.offer?.head ?? '';
  for (const m of (b.offer?.phrase ?? '').match(/\b\p{L}+-\p{L}+\b/gu) ?? []) tags.push(toHashtag(m));
  for (let conjunct of offer.split(/,\s*|\s+and\s+/)) {
    // "SOC 2 readiness" → #SOC2, then the rest.
    conjunct = conjunct.replace(/\b(\p{Lu}{2,})\s?(\d+)\b/u, (_, a: string, n: string) => {
      tags.push(`#${a}${n}`);
      return '';
    });
    const terms: Array<{ text: string; tags: string[] }> = nlp(conjunct).json().flatMap((x: { terms: Array<{ text: string; tags: string[] }> }) => x.terms);
    let nouns = terms.filter((t) => (t.tags.includes('Noun') || t.tags.includes('Gerund') || /\d/.test(t.text)) && !t.tags.includes('Determiner')).map((t) => t.text);
    if (nouns.length >= 2 && GENERIC_HEAD.test(nouns[nouns.length - 1]!)) nouns = nouns.slice(0, -1);
    const compound = nouns.slice(-2);
    if (compound.length === 1 && /^\d+$/.test(compound[0]!)) continue;
    if (compound.length > 0 && !compound.every((w) => /-/.test(w))) tags.push(toHashtag(compound.join(' ')));
  }
  if (b.location) tags.push(toHashtag(b.location.split(',')[0]!));
  // Whom it is for, as a community tag (#HomeBaristas, #DogOwners, #Freelancers): the last nouns of the audience's first item.
  const audience = (b.audienceHead ?? '').split(/,\s*|\s+(?:and|or|&)\s+/)[0] ?? '';
  const audienceTerms: Array<{ text: string; tags: string[] }> = nlp(audience).json().flatMap((x: { terms: Array<{ text: string; tags: string[] }> }) => x.terms);
  const people = audienceTerms.filter((t) => t.tags.includes('Noun') && !t.tags.includes('Pronoun')).map((t) => t.text).slice(-2);
  if (people.length > 0 && people.join('').length <= 24) tags.push(toHashtag(people.join(' ')));
  const out = uniqueHashtags(tags);
  brandTagCache.set(b, out);
  return out;
}

/** Words of the problem field that the offer and value do not share: never a hashtag ("#losing", "#stale"). */
function problemWords(b: Brand): Set<string> {
  const own = new Set(`${b.offer?.phrase ?? ''} ${b.value.map((v) => v.text).join(' ')}`.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return new Set((b.problem ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w && !own.has(w)));
}

/**
 * Hashtags for a text: the ones it already has, the business name, the noun compounds of what it sells
 * and where, then the text's own nouns. Never words of the problem. Deterministic.
 */
const nouns = new Map<string, boolean>();

/** A word compromise reads as a noun and never as an adjective, remembered (copies ask about the same words again and again). */
function isNoun(word: string): boolean {
  let hit = nouns.get(word);
  if (hit === undefined) {
    const doc = nlp(word);
    hit = doc.has('#Noun') && !doc.has('#Adjective');
    if (nouns.size > 5000) nouns.clear();
    nouns.set(word, hit);
  }
  return hit;
}

export function hashtagsFor(text: string, project: EngineProject, limit = 5): string[] {
  const b = brandOf(project);
  const existing = text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
  const nameWords = new Set((b.name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const avoid = problemWords(b);
  const fromText = textKeywords(text).filter((w) => !nameWords.has(w) && !avoid.has(w) && isNoun(w));
  return uniqueHashtags([...existing, b.name ? toHashtag(b.name) : null, ...brandTags(b), ...fromText.map(toHashtag)])
    .filter((tag) => !avoid.has(tag.slice(1).toLowerCase()))
    .slice(0, limit);
}
