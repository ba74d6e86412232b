import { findBroken } from './craft';
import { STOP_WORDS, measureText } from './text';
import { READER_FEATURES, type ReaderFeature } from './reader-features';
import { READER_WEIGHTS } from './reader-weights';
import type { ScorePart } from './types';

/**
 * The reader's score: what a demanding creative director would give a text from 1 (would embarrass the client)
 * to 10 (publish as is), predicted from what such a reader sees in it. The weights are fitted on blind ratings
 * (`api/bench/reader-fit.ts` over `api/bench/eval/`, the protocol of WRITING-EVAL.md); each part says what it
 * measured and how far it moved the score.
 */

/** The kinds of text the reader was asked about: messages, and copies by platform. */
export type ReaderKind =
  | 'tagline'
  | 'value_proposition'
  | 'twitter'
  | 'linkedin'
  | 'instagram'
  | 'tiktok'
  | 'email'
  | 'facebook'
  | 'youtube'
  | 'website';

/** About how many words a copywriter spends on each kind. */
const TARGET_WORDS: Record<ReaderKind, number> = {
  tagline: 7,
  value_proposition: 22,
  twitter: 28,
  linkedin: 90,
  instagram: 45,
  tiktok: 25,
  email: 100,
  facebook: 50,
  youtube: 60,
  website: 60,
};

export interface ReaderOptions {
  kind: ReaderKind;
  /** The brief's fields as the owner typed them: lifting their words whole is what a reader marks "copied". */
  facts?: readonly string[];
  /** The brand's name, which may be repeated without counting as copied. */
  brandName?: string;
}

const CALL_VERBS = new Set(
  'book call get try join order visit start shop sign come download grab reply donate become ask see find claim reserve apply register subscribe follow message text email read watch learn discover save pick choose switch tell send bring meet'.split(
    ' ',
  ),
);
const YOU = new Set(['you', 'your', "you're", 'yours', 'yourself', "you'll", "you've"]);

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];

/** The share of the text's words that stand in a run of four or more words found in one of the facts, and the longest run. */
function copiedFrom(words: string[], facts: readonly string[], brand: string[]): { share: number; longest: number } {
  const grams = new Set<string>();
  for (const fact of facts) {
    const w = wordsOf(fact);
    for (let i = 0; i + 4 <= w.length; i += 1) grams.add(w.slice(i, i + 4).join(' '));
  }
  const brandText = brand.join(' ');
  const copied = new Array<boolean>(words.length).fill(false);
  for (let i = 0; i + 4 <= words.length; i += 1) {
    const gram = words.slice(i, i + 4).join(' ');
    // The brand's own name is not copying.
    if (grams.has(gram) && !(brandText && brandText.includes(gram)))
      for (let k = i; k < i + 4; k += 1) copied[k] = true;
  }
  let longest = 0;
  let run = 0;
  for (const flag of copied) {
    run = flag ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return { share: words.length ? copied.filter(Boolean).length / words.length : 0, longest };
}

/** What the reader model measures, each scaled to about 0-1. */
export function readerFeatures(
  text: string,
  options: ReaderOptions,
  skipBroken = false,
): Record<ReaderFeature, number> {
  const body = text.replace(/^(?:Subject|Preview):.*$/gim, (line) => line.replace(/^(?:Subject|Preview):/i, '')).trim();
  const measured = measureText(body);
  const words = wordsOf(body);
  const brand = wordsOf(options.brandName ?? '');
  const sentences = Math.max(1, measured.sentenceLengths.length);
  const { share, longest } = copiedFrom(words, options.facts ?? [], brand);
  const content = new Set(words.filter((w) => !STOP_WORDS.has(w) && !brand.includes(w) && w.length > 2));
  const target = TARGET_WORDS[options.kind];
  const firstWords = body
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => wordsOf(sentence)[0])
    .filter(Boolean) as string[];
  return {
    copied: share,
    copiedRun: Math.min(1, longest / 12),
    length: Math.min(2, Math.abs(Math.log((words.length + 1) / (target + 1)))),
    short: words.length < target * 0.6 ? 1 : 0,
    substance: Math.min(1, content.size / Math.max(4, target * 0.6)),
    you: Math.min(1, words.filter((w) => YOU.has(w)).length / sentences),
    number: /\d/.test(body) ? 1 : 0,
    // The costliest to measure: skipped where its weight is 0 (the shipped fit left it out).
    broken: skipBroken ? 0 : Math.min(1, findBroken(body).length / 2),
    offers: /\b(?:offers|provides|delivers)\b/i.test(body) ? 1 : 0,
    nameFirst: brand.length > 0 && words.slice(0, brand.length).join(' ') === brand.join(' ') ? 1 : 0,
    call: firstWords.some((w) => CALL_VERBS.has(w)) ? 1 : 0,
    question: body.includes('?') ? 1 : 0,
    sentenceLength: Math.min(1, measured.words.length / sentences / 25),
    hashtags: Math.min(1, (body.match(/#[\p{L}\p{N}_]+/gu) ?? []).length / 5),
    labels: (body.match(/^[\p{L} ]{2,20}:/gmu) ?? []).length > 0 ? 1 : 0,
  };
}

export { READER_FEATURES, type ReaderFeature };

/**
 * The direction a reader's judgement gives each feature (0: either). The fit leaves out a feature whose weight
 * comes out against it, so no part ever tells the writer that a broken phrase helped.
 */
export const READER_SIGNS: Record<ReaderFeature, -1 | 0 | 1> = {
  copied: -1,
  copiedRun: -1,
  length: -1,
  short: -1,
  substance: 1,
  you: 1,
  number: 1,
  broken: -1,
  offers: -1,
  nameFirst: -1,
  call: 1,
  question: 0,
  sentenceLength: 0,
  hashtags: -1,
  labels: -1,
};

/** What each part says when it moved the score. */
const EXPLAIN: Record<ReaderFeature, [string, string]> = {
  copied: ['Words lifted whole from the brief', 'say it in your reader’s words, not the form’s'],
  copiedRun: ['Longest run lifted from the brief', 'a pasted clause reads as a form, rewrite it'],
  length: ['Length for its kind', 'far from what this kind usually takes'],
  short: ['Too short for its kind', 'says too little to persuade'],
  substance: ['Substance', 'distinct ideas beyond the name'],
  you: ['Speaks to the reader', '“you” makes the reader the subject'],
  number: ['A specific number', 'a number makes a claim concrete'],
  broken: ['Broken phrasing', 'a reader stops at a broken phrase'],
  offers: ['“X offers Y”', 'a catalogue sentence, not a benefit'],
  nameFirst: ['Opens on the name', 'the reader cares about their problem first'],
  call: ['A call to action', 'asks the reader to do something'],
  question: ['A question', 'invites the reader in'],
  sentenceLength: ['Whole sentences', 'sentences rather than fragments'],
  hashtags: ['Hashtags', 'more tags than the text needs'],
  labels: ['Labelled lines', 'a “Label:” line reads like a form'],
};

const clamp = (value: number) => Math.min(10, Math.max(1, value));

/**
 * The predicted rating (1-10, one decimal) and its parts: each feature's measured value and the points it
 * added or took, largest effect first.
 */
export function readerScore(text: string, options: ReaderOptions): { score: number; parts: ScorePart[] } {
  const { intercept, weights, means } = READER_WEIGHTS;
  const features = readerFeatures(text, options, weights.broken === 0);
  let total = intercept;
  const parts: ScorePart[] = [];
  for (const name of READER_FEATURES) {
    if (weights[name] === 0) continue;
    const effect = weights[name] * (features[name] - means[name]);
    total += effect;
    const [label, why] = EXPLAIN[name];
    // Below the usual amount: a fault it lacks helps ("less than most lines"), a strength it lacks costs.
    const below = features[name] < means[name];
    parts.push({
      name: label,
      value: Math.round(features[name] * 10) / 10,
      effect: Math.round(effect * 10) / 10,
      explanation: below ? `less of it than most lines (${why})` : why,
    });
  }
  parts.sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect));
  return { score: Math.round(clamp(total) * 10) / 10, parts };
}
