/*
 * Why a written candidate may not be shown (broken phrase, repeated run, too long, cliché, first person, pasted
 * from the brief, saying nothing of the brand): the checks every writer's lines pass before they are ranked.
 */
import { CLICHES, findBroken, type ScoredKind } from '@brandcast/shared/scoring';
import { escapeRegExp } from '@brandcast/shared';
import type { Brand } from './brand';
import { phrasingDefects } from './phrasing';

/** A text's words, lower case, with the signs a price or a number keeps ("£7.99", "48-hour", "20%"). */
export const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’£$%.,/-]*[\p{L}\p{N}%]/gu) ?? [];

export const MAX_WORDS: Partial<Record<ScoredKind, number>> = { tagline: 8, value_proposition: 25 };

/** Clichés any business could sign ("made with" only counts with nothing specific after it, so it is left to the score). */
const CLICHE = new RegExp(
  `(?<![\\p{L}])(?:${CLICHES.filter((c) => c !== 'made with')
    .map(escapeRegExp)
    .join('|')})(?![\\p{L}])`,
  'iu',
);

export const STOP = new Set(
  'the and for with you your our are this that from into have has not but all can will just more most very what when where who how than then they their there its new best built'.split(
    ' ',
  ),
);

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
  return [...text.matchAll(/[£$€](\d[\d,]*)\.(?:\s|$)/g)].every((m) =>
    new RegExp(`[£$€]${escapeRegExp(m[1]!)}(?![.\\d])`).test(written),
  );
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
/**
 * A pronoun with nothing before it to stand for: "them", "they" or "ones" (and "these" or "those" not followed by
 * their noun) with no plural named earlier in the line. "Owners can't afford it, so the vet comes to them." names
 * them first.
 */
export function pointsAtNothing(text: string): boolean {
  const m = /(?<![\p{L}'’])(?:them|they|ones|(?:these|those)(?!\s+\p{L}))(?![\p{L}'’])/iu.exec(text);
  if (!m) return false;
  const before =
    text
      .slice(0, m.index)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  return !before.some((w) => w.length > 3 && /s$/.test(w) && !/(?:ss|us|is|ous)$/.test(w));
}

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
  // An email's greeting on its own line ("Hello,") is a letter's form, not a line any business could sign.
  const spoken = kind === 'copy' ? text.replace(/^(?:hello|hi|hey|hi there|dear [^,\n]{1,40}),[ \t]*$/gim, '') : text;
  if (CLICHE.test(spoken)) out.push(`cliché "${CLICHE.exec(spoken)![0]}"`);
  // The owner's own voice ("I've been doing this 20 years", "my grandma's recipe") is theirs, not the brand's line.
  // The brand's own name may be a word of these ("Mine", "Me & You Bakery").
  const unnamed = brand?.name ? plain.split(brand.name).join(' ') : plain;
  const firstPerson = /(?<![\p{L}'’])(?:i|i'm|i’m|im|i've|i’ve|ive|i'd|my|me|mine)(?![\p{L}'’])/iu.exec(
    unnamed.replace(/^(?:Subject|Preview): /gm, ''),
  );
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
    // "Take them for expats." / "Not the tourist ones.": a line on its own points at nothing it has named.
    if (pointsAtNothing(text)) out.push('points at what it never names');
  }
  for (const avoid of brand?.voice.wordsToAvoid ?? []) {
    if (new RegExp(`(?<![\\p{L}])${avoid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(text))
      out.push(`uses "${avoid}"`);
  }
  return out;
}
