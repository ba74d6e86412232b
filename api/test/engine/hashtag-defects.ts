import nlp from 'compromise';
import type { Platform } from '@brandcast/shared';
import { HASHTAGS_PER_PLATFORM } from '../../src/engine/built-in/platforms';
import type { GoldenProject } from './golden';
import { STOP, words } from './defect-words';

/* Hashtag defects: a tag must be about this business, not a generic head, a lone word or a run cut short. */

const usesCache = new WeakMap<GoldenProject, Map<string, string[]>>();

/** How each word of the brand fields is used there (its tags in context): "write" in "I write books" is a verb. */
function usesOf(project: GoldenProject): Map<string, string[]> {
  let uses = usesCache.get(project);
  if (!uses) {
    uses = new Map();
    for (const value of Object.values(project.details)) {
      for (const term of nlp(value ?? '')
        .json()
        .flatMap((s: { terms: Array<{ normal: string; tags: string[] }> }) => s.terms)) {
        if (!uses.has(term.normal) || term.tags.includes('Noun')) uses.set(term.normal, term.tags);
      }
    }
    usesCache.set(project, uses);
  }
  return uses;
}

/** Generic heads a topical tag leaves off ("#DogWalking" of "a dog walking app") and people words too broad to tag alone. */
const GENERIC_HEAD =
  /^(?:advice|services?|software|apps?|products?|solutions?|platform|tools?|company|business|shop|store|class(?:es)?|lessons?|sessions?)$/i;
const GENERIC_PEOPLE =
  /^(?:people|parents|famil(?:y|ies)|adults|kids|children|employees|owners|customers|clients|businesses|companies|brands|teams|beginners|couples|students|users|offices|agencies|teachers|individuals|professionals|startups)$/i;
const NOT_IN_RUN = ['Adjective', 'Determiner', 'Pronoun', 'Adverb', 'Preposition', 'Conjunction', 'Value'];

/** The noun run a phrase ends on ("nursery teachers" of "parents and nursery teachers"'s second item), lower case. */
function trailingRun(phrase: string): string[] {
  const terms: Array<{ normal: string; tags: string[] }> = nlp(phrase)
    .json()
    .flatMap((s: { terms: Array<{ normal: string; tags: string[] }> }) => s.terms);
  const run: string[] = [];
  for (const t of terms.reverse()) {
    // A number before the run is part of its name ("SOC 2 readiness"): the run is no whole word then.
    if (/\d/.test(t.normal) && run.length > 0) return [t.normal, ...run];
    if (NOT_IN_RUN.some((tag) => t.tags.includes(tag)) || /\d/.test(t.normal)) break;
    run.unshift(t.normal);
  }
  return run;
}

const HEAD_CUT =
  /\s(?:for|with|about|to|by|in|on|at|including|that|which|who|from|through|via|doing|planning|coming|looking|wanting|every|each)\s|,\s|\s[–—-]\s|\s\(|;/i;
const items = (text: string) =>
  text
    .replace(/^(?:.*?\b)?(?:i|we)\s+\p{L}+\s+/iu, '')
    .split(HEAD_CUT)[0]!
    .split(/\s+(?:and|or|&)\s+|,\s*/)
    .map((x) => x.trim())
    .filter(Boolean);

const loneCache = new WeakMap<GoldenProject, Set<string>>();

/**
 * The words a one-word hashtag may be: the business name, its place, a whole item of what it sells (a
 * generic head like "software" or "classes" left off) or of whom it sells to (never a word as broad as
 * "parents"). Anything else one word long is a word cut from a phrase (#readiness of "SOC 2 readiness",
 * #picture of "picture books") or a generic one (#story): a marketer would not tag it.
 */
function loneWords(project: GoldenProject): Set<string> {
  let out = loneCache.get(project);
  if (out) return out;
  const d = project.details;
  out = new Set<string>();
  const name = (d.businessName ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (name.length === 1) out.add(name[0]!);
  out.add(name.join(''));
  for (const w of (d.location ?? '').toLowerCase().split(/[^\p{L}]+/u)) if (w) out.add(w);
  for (const item of items(d.whatYouSell ?? '')) {
    const run = trailingRun(item);
    if (run.length >= 2 && GENERIC_HEAD.test(run[run.length - 1]!)) run.pop();
    if (run.length === 1 && !GENERIC_HEAD.test(run[0]!)) out.add(run[0]!);
  }
  for (const item of items(d.whoYouSellTo ?? '')) {
    const run = trailingRun(item);
    if (run.length === 1 && !GENERIC_PEOPLE.test(run[0]!)) out.add(run[0]!);
  }
  loneCache.set(project, out);
  return out;
}

export function hashtagDefects(tags: string[], project: GoldenProject, platform: Platform): string[] {
  const out: string[] = [];
  const d = project.details;
  // As many as the platform's readers expect (none on Facebook or in an email, one on X, five on Instagram), never more.
  const wanted = HASHTAGS_PER_PLATFORM[platform];
  if (d.whatYouSell && (tags.length > wanted || (wanted > 0 && tags.length === 0)))
    out.push(`${tags.length} hashtags on ${platform}`);
  const offerWords = new Set(words(`${d.whatYouSell ?? ''} ${d.uniqueValue ?? ''} ${d.businessName ?? ''}`));
  const problemWords = new Set(words(d.problemYouSolve ?? '').filter((x) => !offerWords.has(x)));
  for (const tag of tags) {
    const body = tag.slice(1);
    const lower = body.toLowerCase();
    if (STOP.has(lower)) out.push(`stopword hashtag ${tag}`);
    if (problemWords.has(lower)) out.push(`problem-field hashtag ${tag}`);
    if (!/\p{Lu}.*\p{Lu}|\d/u.test(body)) {
      const uses = usesOf(project).get(lower) ?? nlp(`the ${lower}`).terms().last().json()[0].terms[0].tags;
      if (uses.includes('Adjective') || (uses.includes('Verb') && !uses.includes('Gerund')))
        out.push(`not a noun: ${tag}`);
      else if (!loneWords(project).has(lower)) out.push(`a lone word cut from a phrase or too generic to tag: ${tag}`);
    }
  }
  return out;
}
