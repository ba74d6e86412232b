import nlp from 'compromise';
import { brandOf, type Brand } from './brand';
import type { EngineProject } from './types';

const STOP = new Set(
  (
    'the and for with you your our are was were this that these those from into onto have has had not but ' +
    'all any can will just more most very what when where which who why how than then them they their there ' +
    "here its it's we're you're about also been being each every get got make made like only over such " +
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

interface Term {
  text: string;
  tags: string[];
}
const termsOf = (text: string): Term[] =>
  nlp(text)
    .json()
    .flatMap((x: { terms: Term[] }) => x.terms);

/** Meaningful nouns of a text, most frequent first (ties: first seen); parts of a hyphenated compound never stand alone ("origin" of "single-origin"). */
function textKeywords(text: string): string[] {
  const counts = new Map<string, number>();
  const body = text.replace(/#[\p{L}\p{N}_]+/gu, ' ');
  for (const w of body.toLowerCase().split(/[^\p{L}\p{N}'-]+/u)) {
    if (w.length >= 5 && /^\p{L}+$/u.test(w) && !STOP.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).map(([w]) => w);
}

/** Heads a topical tag leaves off ("#DogWalking" of "a dog walking app"). */
const GENERIC_HEAD =
  /^(?:advice|services?|software|apps?|products?|solutions?|platform|tools?|company|business|shop|store|class(?:es)?|lessons?|sessions?)$/i;
/** Whom a business sells to, in words too broad to be a community tag on their own (#parents, #families). */
const GENERIC_PEOPLE =
  /^(?:people|parents|famil(?:y|ies)|adults|kids|children|employees|owners|customers|clients|businesses|companies|brands|teams|beginners|couples|students|users|offices|agencies|teachers|individuals|professionals|startups)$/i;
const NOT_IN_RUN = [
  'Adjective',
  'Determiner',
  'Pronoun',
  'Adverb',
  'Preposition',
  'Conjunction',
  'Value',
  'QuestionWord',
];
/** Where an item's noun phrase ends: what explains it follows ("… for SaaS startups", "… doing $1m a year"). */
const ITEM_END =
  /\s(?:for|with|about|to|by|in|on|at|including|that|which|who|from|through|via|doing|planning|coming|looking|wanting|every|each|per)\s|,\s|\s[–—-]\s|\s\(|;/i;

/** The nouns an item ends on, as written ("nursery teachers" of "parents and nursery teachers"'s second item); null when a number is part of it ("SOC 2 readiness"). */
function nounRun(item: string): string[] | null {
  const run: string[] = [];
  for (const t of termsOf(item).reverse()) {
    if (/\d/.test(t.text)) return run.length > 0 ? null : [];
    if (NOT_IN_RUN.some((tag) => t.tags.includes(tag))) break;
    run.unshift(t.text);
  }
  return run;
}

/** "a", "and", "or" lists: "emergency plumbing and boiler repairs" → its two items. */
const itemsOf = (phrase: string) =>
  phrase
    .split(/\s+(?:and|or|&)\s+|,\s*/)
    .map((x) => x.trim())
    .filter(Boolean);
const isNounWord = (w: string) => nlp(w).has('#Noun') || nlp(w).has('#Gerund');
const tagOf = (words: string[]) =>
  toHashtag(words.map((w) => (/\p{Lu}/u.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1))).join(' '));

/** Tags of one item of what is sold: its whole noun compound, a generic head left off (#EmploymentLaw, #Payroll, #AdventureGame, #PuzzleAdventure). */
function offerItemTags(item: string, tags: Array<string | null>): void {
  let rest = item;
  // "SOC 2 readiness" → #SOC2; what is left of that item is part of its name, never a tag alone.
  rest = rest.replace(/\b(\p{Lu}{2,})\s?(\d+)\b/u, (_, a: string, n: string) => {
    tags.push(`#${a}${n}`);
    return '';
  });
  if (rest !== item) return;
  const run = nounRun(item);
  if (!run || run.length === 0) return;
  // "pilates classes": a head is left off only when what stays reads as a noun (#PilatesClasses otherwise).
  if (run.length >= 2 && GENERIC_HEAD.test(run[run.length - 1]!) && isNounWord(run[run.length - 2]!)) run.pop();
  if (run.length === 1 && GENERIC_HEAD.test(run[0]!)) return;
  if (/-/.test(item)) {
    tags.push(tagOf(run.slice(-2)));
    return;
  }
  tags.push(tagOf(run.slice(-2)));
  if (run.length >= 3) tags.push(tagOf(run.slice(-3, -1)));
}

const brandTagCache = new WeakMap<Brand, string[]>();

/**
 * Topical tags a marketer would use, each a whole noun phrase of the fields: what is sold (#PenetrationTesting,
 * #SOC2, #DogWalking), then where (#Austin), then whom for (#NurseryTeachers, #Freelancers), then the other
 * compounds of the offer (#SettlementAgreements). Never a word cut from a phrase (#readiness, #picture), an
 * adjective or verb, or a word as broad as #parents.
 */
export function brandTags(b: Brand): string[] {
  const hit = brandTagCache.get(b);
  if (hit) return hit;
  const tags: Array<string | null> = [];
  const phrase = b.offer?.phrase ?? '';
  for (const m of phrase.match(/\b\p{L}+-\p{L}+\b/gu) ?? []) tags.push(toHashtag(m));
  for (const item of itemsOf(b.offer?.head ?? '')) offerItemTags(item, tags);
  if (b.location) tags.push(toHashtag(b.location.split(',')[0]!));
  // Whom it is for, as a community tag: each item of the audience's head, when it is more than a word as broad as "parents".
  for (const item of itemsOf((b.audienceHead ?? '').split(ITEM_END)[0]!)) {
    const run = nounRun(item.split(ITEM_END)[0]!);
    if (!run || run.length === 0 || run.join('').length > 24) continue;
    if (run.length === 1 && (GENERIC_PEOPLE.test(run[0]!) || !isNounWord(run[0]!))) continue;
    tags.push(tagOf(run.slice(-2)));
  }
  // The other compounds of the offer ("including settlement agreements …", "for SaaS startups"): two words or more only.
  const head = b.offer?.head ?? '';
  const more = phrase.startsWith(head) ? phrase.slice(head.length) : '';
  for (const segment of more.split(ITEM_END).flatMap(itemsOf)) {
    const run = nounRun(segment);
    if (run && run.length >= 2 && !/-/.test(segment) && !run.some((w) => /\d/.test(w))) tags.push(tagOf(run.slice(-2)));
  }
  const out = uniqueHashtags(tags);
  brandTagCache.set(b, out);
  return out;
}

/** Words of the problem field that the offer and value do not share: never a hashtag ("#losing", "#stale"). */
function problemWords(b: Brand): Set<string> {
  const own = new Set(
    `${b.offer?.phrase ?? ''} ${b.value.map((v) => v.text).join(' ')}`.toLowerCase().split(/[^\p{L}\p{N}]+/u),
  );
  return new Set(
    (b.problem ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w && !own.has(w)),
  );
}

const nouns = new Map<string, boolean>();

/** A word compromise reads as a noun and never as an adjective or verb, remembered (copies ask about the same words again and again). */
function isNoun(word: string): boolean {
  let hit = nouns.get(word);
  if (hit === undefined) {
    // Read alone and after "to": "chase" (as in "invoices that chase themselves") is a verb too, so no topic.
    const doc = nlp(word);
    hit = doc.has('#Noun') && !doc.has('#Adjective') && !nlp(`to ${word}`).has('#Verb');
    if (nouns.size > 5000) nouns.clear();
    nouns.set(word, hit);
  }
  return hit;
}

/**
 * Hashtags for a text: the ones it already has, the business name, the noun compounds of what it sells
 * and where, then (unless `fromText` is false: a copy's own lines are
 * no source of topics) the text's own nouns. Never words of the problem. Deterministic.
 */
export function hashtagsFor(
  text: string,
  project: EngineProject,
  limit = 5,
  { fromText: withText = true }: { fromText?: boolean } = {},
): string[] {
  const b = brandOf(project);
  const existing = text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
  const nameWords = new Set((b.name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const avoid = problemWords(b);
  const fromText = (withText ? textKeywords(text) : []).filter((w) => !nameWords.has(w) && !avoid.has(w) && isNoun(w));
  return uniqueHashtags([...existing, b.name ? toHashtag(b.name) : null, ...brandTags(b), ...fromText.map(toHashtag)])
    .filter((tag) => !avoid.has(tag.slice(1).toLowerCase()))
    .slice(0, limit);
}
