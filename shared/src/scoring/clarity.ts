import { flesch } from 'flesch';
import { JARGON } from './lexicons';
import { clamp, mean, phraseMatcher, plural, round1, type MeasuredText } from './text';
import type { ScorePart } from './types';

const findJargon = phraseMatcher(JARGON);

/** Below this many words, reading ease and word length are weighed down: one long word should not sink a line. */
const SHORT_TEXT_WORDS = 12;

/** Up to 70 points: Flesch reading ease (0-100, higher is easier) scaled to 0.7. */
function readingEase(text: MeasuredText): ScorePart {
  const ease = flesch({
    sentence: text.sentenceLengths.length,
    word: text.words.length,
    syllable: text.syllables.reduce((s, n) => s + n, 0),
  });
  const bounded = clamp(ease, 0, 100);
  // The index is made for paragraphs: on a short line one long word swings it, so it counts for less.
  const weight = Math.min(1, text.words.length / SHORT_TEXT_WORDS);
  const label =
    bounded >= 80
      ? 'easy for almost anyone'
      : bounded >= 60
        ? 'plain English'
        : bounded >= 30
          ? 'takes some effort'
          : 'hard going';
  return {
    name: 'Reading ease',
    value: round1(ease),
    effect: Math.round(35 + (bounded * 0.7 - 35) * weight),
    explanation: `Flesch reading ease ${Math.round(ease)}: ${label}. Shorter words and sentences read easier.${weight < 1 ? ' On a line this short it counts for less.' : ''}`,
  };
}

/** +15 for sentences of 15 words or fewer, falling to -15 at 35 words and beyond. */
function sentenceLength(text: MeasuredText): ScorePart {
  const average = mean(text.sentenceLengths);
  const effect = average <= 15 ? 15 : Math.round(clamp(15 - (average - 15) * 1.5, -15, 15));
  return {
    name: 'Sentence length',
    value: round1(average),
    effect,
    explanation:
      effect >= 15
        ? `${round1(average)} words per sentence: easy to take in.`
        : `${round1(average)} words per sentence: split long sentences so each carries one idea.`,
  };
}

/** +15 for words of 5 letters or fewer on average, falling to -15 at 8 letters. */
function wordLength(text: MeasuredText): ScorePart {
  const average = mean(text.words.map((w) => w.replace(/[^\p{L}\p{N}]/gu, '').length));
  const weight = Math.min(1, text.words.length / SHORT_TEXT_WORDS);
  const effect = average <= 5 ? 15 : Math.round(15 + (clamp(15 - (average - 5) * 10, -15, 15) - 15) * weight);
  return {
    name: 'Word length',
    value: round1(average),
    effect,
    explanation:
      effect >= 15
        ? `${round1(average)} letters per word: short, familiar words.`
        : `${round1(average)} letters per word: prefer short, everyday words.`,
  };
}

/** Each jargon term costs points in proportion to its share of the words, up to -45. */
function jargon(text: MeasuredText): ScorePart {
  const found = findJargon(text.normalized);
  const share = text.words.length === 0 ? 0 : found.length / text.words.length;
  const effect = -Math.round(Math.min(45, found.length * 6 + share * 100));
  const unique = [...new Set(found.map((j) => j.replace(/\s+/g, ' ')))];
  return {
    name: 'Jargon',
    value: round1(share * 100),
    effect: effect === 0 ? 0 : effect,
    explanation:
      found.length === 0
        ? 'No business jargon.'
        : `${plural(found.length, 'jargon term')} (${unique.join(', ')}), ${Math.round(share * 100)}% of the words: say what it means instead.`,
  };
}

export function clarityParts(text: MeasuredText): ScorePart[] {
  return [readingEase(text), sentenceLength(text), wordLength(text), jargon(text)];
}
