import { syllable } from 'syllable';
import { escapeRegExp } from '../regexp';
import { count } from '../format';

/** A text split into what the metrics measure. */
export interface MeasuredText {
  /** Words as written (letters, digits, inner apostrophes and hyphens). */
  words: string[];
  /** The same words, lower-cased, apostrophes unified. */
  lower: string[];
  /** Syllables per word, in word order. */
  syllables: number[];
  /** Words per sentence, in sentence order (only sentences with words). */
  sentenceLengths: number[];
  /** The lower-cased text with apostrophes unified, for phrase matching. */
  normalized: string;
}

const WORD = /[\p{L}\p{N}$€£%][\p{L}\p{N}'’%/.,-]*[\p{L}\p{N}%]|[\p{L}\p{N}]/gu;
const SENTENCE_END = /[.!?…]+(?=\s|$)|\n+/u;

const syllableCache = new Map<string, number>();

/** Syllables of a word, remembered: the writer scores many candidates made of the same words. */
function syllablesOf(word: string): number {
  const hit = syllableCache.get(word);
  if (hit !== undefined) return hit;
  const n = countSyllables(word);
  if (syllableCache.size >= 20000) syllableCache.clear();
  syllableCache.set(word, n);
  return n;
}

/** A number read aloud takes about one syllable per digit ("24/7": four); capped, as long numbers get grouped. */
function countSyllables(word: string): number {
  if (/\d/.test(word)) return Math.min(4, Math.max(1, word.replace(/\D/g, '').length));
  return Math.max(1, syllable(word));
}

export function measureText(text: string): MeasuredText {
  const normalized = text.replace(/[’‘]/g, "'").toLowerCase();
  const sentenceLengths: number[] = [];
  const words: string[] = [];
  for (const sentence of text.split(SENTENCE_END)) {
    const found = sentence.match(WORD) ?? [];
    // Trailing punctuation inside a token ("2,000." or "U.S.") is not part of the word.
    const cleaned = found.map((w) => w.replace(/[.,]+$/, '')).filter(Boolean);
    if (cleaned.length > 0) {
      sentenceLengths.push(cleaned.length);
      words.push(...cleaned);
    }
  }
  const lower = words.map((w) => w.replace(/[’‘]/g, "'").toLowerCase());
  return { words, lower, syllables: words.map(syllablesOf), sentenceLengths, normalized };
}

/**
 * A matcher for a list of words and phrases: whole words only; a space or hyphen in an entry
 * matches either ("best-in-class" also finds "best in class").
 */
export function phraseMatcher(entries: readonly string[]): (normalized: string) => string[] {
  const alternatives = [...entries]
    .sort((a, b) => b.length - a.length)
    .map((e) => escapeRegExp(e.toLowerCase()).replace(/(?:\\-| )/g, '[-\\s]+'));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}'])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  return (normalized) => normalized.match(pattern) ?? [];
}

export const STOP_WORDS = new Set(
  (
    'a an the and or but nor so yet for of to in on at by with from as into onto over under about ' +
    'is are was were be been being am do does did has have had it its this that these those ' +
    'i me my we us our you your he she they them their his her not no than then there here ' +
    'will would can could should may might must just all any each every some more most very ' +
    "it's we're you're they're i'm don't won't can't"
  ).split(' '),
);

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}

/** A count and its noun ("1 word", "3 words"): the one plural rule of shared/src/format.ts. */
export function plural(value: number, one: string, many = `${one}s`): string {
  return count(value, one, many);
}
