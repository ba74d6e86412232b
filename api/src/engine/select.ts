import { CLICHES, findBroken, readerScore, scoreMessage, type ScoredKind } from '@brandcast/shared/scoring';
import { escapeRegExp } from '@brandcast/shared';

import type { Brand } from './brand';
import { phrasingDefects } from './phrasing';
import type { Chooser } from './random';

/** A written candidate and the angle it takes (benefit, problem, audience, proof, place, …). */
export interface Candidate {
  text: string;
  angle: string;
  /** Points added to its score in the ranking: a copywriter's device over a field restated. */
  bonus?: number;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’£$%.,/-]*[\p{L}\p{N}%]/gu) ?? [];

export const MAX_WORDS: Partial<Record<ScoredKind, number>> = { tagline: 8, value_proposition: 25 };

/** Clichés any business could sign ("made with" only counts with nothing specific after it, so it is left to the score). */
const CLICHE = new RegExp(`(?<![\\p{L}])(?:${CLICHES.filter((c) => c !== 'made with').map(escapeRegExp).join('|')})(?![\\p{L}])`, 'iu');

const STOP = new Set('the and for with you your our are this that from into have has not but all can will just more most very what when where who how than then they their there its new best built'.split(' '));
/** Words that say the same of a founder in any of their forms ("Written by …", "Founded by …"). */
const SAME_SAYING = new Set(['founded', 'written', 'run', 'made', 'created']);

/**
 * A message that says nothing of this business (no word of its fields beside its name) or too little
 * ("Maisie Moon Books: picture books."): a copywriter would not sign it, so it is not written to fill a count.
 */
function vacant(text: string, brand: Brand | null): string | null {
  if (!brand) return null;
  const name = brand.name ? new RegExp(escapeRegExp(brand.name), 'gi') : null;
  const rest = words(name ? text.replace(name, ' ') : text);
  const factWords = new Set(words(brand.facts.join(' ')).filter((w) => w.length >= 3 && !STOP.has(w)));
  if (!rest.some((w) => !STOP.has(w) && factWords.has(w))) return 'says nothing of the brand';
  if (rest.length <= 2 && !/\d/.test(text)) return 'too thin';
  return null;
}

/** A content phrase of three words said twice in one line ("a 48-hour ferment, a 48-hour ferment …"). */
function saysTwice(text: string): boolean {
  const w = words(text);
  const seen = new Set<string>();
  for (let i = 0; i + 3 <= w.length; i += 1) {
    const run = w.slice(i, i + 3);
    if (!run.some((x) => x.length > 3 || /\d/.test(x))) continue;
    const key = run.join(' ');
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/** Every price in the text that ends a sentence is one the brand wrote that way (not "£7." of "£7.99"). */
function priceWhole(text: string, brand: Brand | null): boolean {
  const written = brand?.price ?? '';
  return [...text.matchAll(/[£$€](\d[\d,]*)\.(?:\s|$)/g)].every((m) => new RegExp(`[£$€]${escapeRegExp(m[1]!)}(?![.\d])`).test(written));
}

/** The most words a line may take in a row from one brief field: more reads as the form pasted back ("copied from the brief"). */
export const PASTED_RUN = 6;

/**
 * The longest run of words a text takes in a row from one of the brand's fields (its name aside), when it is
 * longer than PASTED_RUN: a copywriter turns a field into a line, never lifts it whole.
 */
export function pastedRun(text: string, brand: Brand | null): string | null {
  if (!brand) return null;
  const name = brand.name ? new RegExp(escapeRegExp(brand.name), 'gi') : null;
  const w = words(name ? text.replace(name, ' | ') : text);
  let longest: string[] = [];
  for (const fact of brand.facts) {
    const f = words(fact);
    const at = new Map<string, number[]>();
    f.forEach((x, i) => at.set(x, [...(at.get(x) ?? []), i]));
    for (let i = 0; i < w.length; i += 1) {
      for (const j of at.get(w[i]!) ?? []) {
        let k = 0;
        while (i + k < w.length && j + k < f.length && w[i + k] === f[j + k]) k += 1;
        if (k > longest.length) longest = w.slice(i, i + k);
      }
    }
  }
  return longest.length > PASTED_RUN ? longest.join(' ') : null;
}

/** Why a candidate may not be shown: a broken phrase, a repeated run or sentence, too long, filler, a word the voice avoids. */
export function defectsOf(text: string, kind: ScoredKind, brand: Brand | null): string[] {
  const plain = text.replace(/#[\p{L}\p{N}_]+/gu, '').replace(/^(?:Subject|Preview): /gm, '');
  // A copy line by line: each line is a phrase of its own, and a phrase said again across lines is the run check's job.
  const out = [...new Set((kind === 'copy' ? plain.split(/\n+/) : [plain]).flatMap((line) => findBroken(line)))]
    // "from £450." ends a sentence; only a price the brand wrote with pence ("£7.99") can be cut there.
    .filter((d) => d !== 'a price cut before its pence or cents' || !priceWhole(text, brand));
  const w = words(text.replace(/#[\p{L}\p{N}_]+/gu, ''));
  const max = MAX_WORDS[kind];
  if (max && w.length > max) out.push(`over ${max} words`);
  const runs = new Set<string>();
  for (let i = 0; i + 4 <= w.length; i += 1) {
    const run = w.slice(i, i + 4).join(' ');
    if (runs.has(run)) out.push(`repeats "${run}"`);
    runs.add(run);
  }
  const sentences = text.split(/\n+|(?<=[.!?])\s+/).filter((s) => s.split(' ').length >= 3);
  if (new Set(sentences).size < sentences.length) out.push('repeats a sentence');
  if (CLICHE.test(text)) out.push(`cliché "${CLICHE.exec(text)![0]}"`);
  // The owner's own voice ("I've been doing this 20 years", "my grandma's recipe") is theirs, not the brand's line.
  // The brand's own name may be a word of these ("Mine", "Me & You Bakery").
  const unnamed = brand?.name ? plain.split(brand.name).join(' ') : plain;
  const firstPerson = /(?<![\p{L}'’])(?:i|i'm|i’m|im|i've|i’ve|ive|i'd|my|me|mine)(?![\p{L}'’])/iu.exec(unnamed.replace(/^(?:Subject|Preview): /gm, ''));
  if (firstPerson) out.push(`first person "${firstPerson[0]}"`);
  if ((plain.match(/\(/g) ?? []).length !== (plain.match(/\)/g) ?? []).length) out.push('a bracket left open');
  if (/^Subject: (?:News from|Something new)/m.test(text)) out.push('a subject line that says nothing');
  out.push(...phrasingDefects(text, { name: brand?.name ?? null, audienceHead: brand?.audienceHead ?? null }));
  if (kind !== 'copy') {
    const pasted = pastedRun(text, brand);
    if (pasted) out.push(`pasted from the brief "${pasted}"`);
    const empty = vacant(text, brand);
    if (empty) out.push(empty);
    if (saysTwice(text)) out.push('says a phrase twice');
  }
  for (const avoid of brand?.voice.wordsToAvoid ?? []) {
    if (new RegExp(`(?<![\\p{L}])${avoid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(text)) out.push(`uses "${avoid}"`);
  }
  return out;
}

const stem = (w: string) => w.replace(/(?:ing|ed|es|s|e)$/, '');

/**
 * Says what a kept one says: most of their words (without the brand's name and the head of what it sells,
 * which every line may carry, and small words) are the same, counted over both (Jaccard, over 0.6).
 */
const contentCache = new Map<string, Set<string>>();

/** The words a line says of its own, stemmed (remembered: each candidate is compared with every one kept). */
function contentOf(text: string, brand: Brand | null, kind: ScoredKind): Set<string> {
  const key = `${kind === 'tagline' ? '' : brand?.offer?.phrase}\u0000${brand?.name}\u0000${text}`;
  const hit = contentCache.get(key);
  if (hit) return hit;
  // What every line may carry (the name; in a longer text, what is sold) says nothing of what one adds over another.
  const carried = new Set(words((kind === 'tagline' ? '' : brand?.offer?.phrase) ?? '').flatMap((w) => w.split('-')).map(stem));
  const name = brand?.name ? text.replace(new RegExp(escapeRegExp(brand.name), 'gi'), ' ') : text;
  // "classroom-tested" says "tested in a classroom", "teacher's" says "teacher": compared by their parts.
  const parts = words(name.replace(/['’]s\b/g, '')).flatMap((w) => w.split('-'));
  const found = new Set(parts.filter((w) => !STOP.has(w) && !SAME_SAYING.has(w) && w.length > 2).map(stem).filter((w) => !carried.has(w)));
  if (contentCache.size >= 5000) contentCache.clear();
  contentCache.set(key, found);
  return found;
}

export function nearDuplicate(a: string, b: string, brand: Brand | null, kind: ScoredKind = 'tagline'): boolean {
  // What every line may carry (the name; in a longer text, what is sold) says nothing of what one adds over another.
  const wa = contentOf(a, brand, kind);
  const wb = contentOf(b, brand, kind);
  const shared = [...wb].filter((w) => wa.has(w)).length;
  // One says all the other says and a word or two more ("Tested in a real classroom." of "Every story tested in a real classroom.").
  // A line that says only a number ("Picture books, £7.99.") says it again in any line with that number.
  const least = wa.size <= wb.size ? wa : wb;
  const most = wa.size <= wb.size ? wb : wa;
  if ((least.size >= 2 || [...least].some((w) => /\d/.test(w))) && shared === least.size && most.size - least.size <= 2) return true;
  return shared / Math.max(1, new Set([...wa, ...wb]).size) > 0.6;
}

/** The first words a reader sees: an email's subject line (its greeting is the same in every email), else the text's own. */
export function openingWords(text: string, n = 3): string {
  const at = text.startsWith('Subject: ') ? 0 : text.indexOf('\nSubject: ');
  const subject = at < 0 ? undefined : text.slice(at + (at === 0 ? 9 : 10)).split('\n', 1)[0];
  // The first words only: a long copy is not split whole to read three of them.
  return words((subject ?? text).slice(0, 160)).slice(0, n).join(' ');
}
const opening = (text: string) => openingWords(text);

const sentenceCache = new Map<string, string[]>();

/** A copy's sentences, lower case, for comparing copies pairwise (remembered: each is compared with many). */
function sentencesOf(text: string): string[] {
  const hit = sentenceCache.get(text);
  if (hit) return hit;
  if (sentenceCache.size >= 4000) sentenceCache.clear();
  const found = splitSentences(text);
  sentenceCache.set(text, found);
  return found;
}

const splitSentences = (text: string) =>
  text
    .replace(/#[\p{L}\p{N}_]+/gu, '')
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) => s.replace(/^[^\p{L}\p{N}£$]+/u, '').trim().toLowerCase())
    // An email's sign-off is the sender's, the same in every copy.
    .filter((s) => s.split(' ').length >= 3 && !/^(?:the .+ team|thanks for reading,?)$|^(?:subject|preview):/.test(s));

/**
 * Two copies that lead with the same supporting line, or share half their sentences (hook, lines, call to
 * action and all): one copy told twice. Of many (`many`, more than three asked), the same two lead lines or more
 * than 60% of the sentences (the golden checker's measure), since ten copies of one brand share some facts.
 */
export function sameBody(a: { text: string; lines: readonly string[] }, b: { text: string; lines: readonly string[] }, many = false): boolean {
  // Of ten copies, some lead with the same fact under other hooks: the same two lines in a row are one body told twice.
  if (a.lines.length > 0 && a.lines[0] === b.lines[0] && (!many || a.lines.length === 1 || b.lines.length === 1 || a.lines[1] === b.lines[1])) return true;
  const sa = new Set(sentencesOf(a.text));
  const sb = sentencesOf(b.text);
  const share = sb.filter((s) => sa.has(s)).length / Math.min(sa.size, sb.length);
  return sb.length > 2 && (many ? share > 0.6 : share >= 0.5);
}

/**
 * What one brand's candidates scored and what was wrong with them, per kind and text: a brand (brandOf keeps
 * it while its fields are unchanged) asked again with another seed writes mostly the same candidates.
 */
const remembered = new WeakMap<Brand, Map<string, { score?: number; defects?: string[] }>>();
function memo(brand: Brand | null, kind: ScoredKind, text: string) {
  if (!brand) return {};
  let map = remembered.get(brand);
  if (!map) remembered.set(brand, (map = new Map()));
  const key = `${kind}\u0000${text}`;
  let entry = map.get(key);
  if (!entry) {
    if (map.size >= 5000) map.clear();
    map.set(key, (entry = {}));
  }
  return entry;
}

/**
 * A message candidate's rank (0-100): the reader's score, fitted on blind ratings (shared/scoring/reader.ts),
 * scaled to 90, and a tenth of the measured score (clarity, impact, memorability) between lines the reader rates alike.
 */
const defaultRank = (c: Candidate, kind: ScoredKind, brand: Brand | null) => {
  const entry = memo(brand, kind, c.text);
  if (entry.score !== undefined) return entry.score;
  const facts = brand?.facts ?? [];
  const measured = scoreMessage(c.text, { kind, facts }).score;
  const reader = kind === 'copy' ? null : readerScore(c.text, { kind, facts, brandName: brand?.name ?? '' }).score;
  return (entry.score = reader === null ? measured : reader * 9 + measured / 10);
};

/** defectsOf, remembered per brand. */
function defectsFor(text: string, kind: ScoredKind, brand: Brand | null): string[] {
  const entry = memo(brand, kind, text);
  return (entry.defects ??= defectsOf(text, kind, brand));
}

/**
 * Filter, rank, choose: drops defective candidates, ranks the rest by the score (the brand's facts and
 * the voice's words count; the seed varies the order among close ones), then takes the best `count`, a new angle and a new
 * opening each while there are some, and never a near-duplicate of one kept.
 */
export function choose(
  candidates: Candidate[],
  kind: ScoredKind,
  count: number,
  brand: Brand | null,
  rng: Chooser,
  {
    similar = (a, b) => nearDuplicate(a, b, brand, kind),
    sameOpenings = false,
    rank: rankOf,
  }: {
    similar?: (a: string, b: string) => boolean;
    sameOpenings?: boolean;
    /** The score a candidate is ranked by: the scorer's, unless the caller has ranked its parts already. */
    rank?: (c: Candidate) => number;
  } = {},
): Candidate[] {
  const seen = new Set<string>();
  const unique = candidates.filter((c) => !seen.has(c.text) && seen.add(c.text));
  // Ranked by the scorer, only what passes the checks is scored; ranked by the caller (copies, many of them), a
  // candidate is checked only when its turn comes.
  const lazy = rankOf !== undefined;
  const checked = new Map<Candidate, boolean>();
  const clean = (c: Candidate) => {
    let ok = checked.get(c);
    if (ok === undefined) checked.set(c, (ok = defectsFor(c.text, kind, brand).length === 0));
    return ok;
  };
  const ranked = (lazy ? unique : unique.filter(clean))
    .map((c) => {
      const score = rankOf ? rankOf(c) : defaultRank(c, kind, brand);
      const voiceWords = (brand?.voice.wordsToUse ?? []).filter((w) => c.text.toLowerCase().includes(w.toLowerCase())).length;
      return { c, rank: score + (c.bonus ?? 0) + voiceWords * 6 + rng.int(0, 14) };
    })
    .sort((a, b) => b.rank - a.rank)
    .map((r) => r.c);
  // Openings are read only for the candidates the loop reaches (a call for ten copies may write three hundred).
  const openings = new Map<Candidate, [string, string]>();
  const openingOf = (c: Candidate) => {
    let o = openings.get(c);
    if (!o) {
      const three = opening(c.text);
      openings.set(c, (o = [three, three.split(' ').slice(0, 2).join(' ')]));
    }
    return o;
  };
  const open3 = { get: (c: Candidate) => openingOf(c)[0] };
  const open2 = { get: (c: Candidate) => openingOf(c)[1] };
  const most = Math.max(2, Math.ceil(count / 3));
  const out: Candidate[] = [];
  for (const strict of [true, false]) {
    for (const c of ranked) {
      if (out.length >= count) break;
      if (out.includes(c) || (strict && out.some((o) => o.angle === c.angle))) continue;
      if (!sameOpenings && out.some((o) => open3.get(o) === open3.get(c))) continue;
      // Two may open with the same two words ("Penetration testing …"), four of ten; more read as one line listed.
      if (!sameOpenings && out.filter((o) => open2.get(o) === open2.get(c)).length >= most) continue;
      if (out.some((o) => similar(o.text, c.text)) || !clean(c)) continue;
      out.push(c);
    }
  }
  return out;
}
