import { STOP_WORDS, clamp, mean, plural, round1, type MeasuredText } from './text';
import type { ScoredKind, ScorePart } from './types';

/** Words that carry meaning (not "the", "and", "your"), lower-cased, letters only. */
function contentWords(text: MeasuredText): string[] {
  return text.lower
    .filter((w) => !STOP_WORDS.has(w) && /^\p{L}/u.test(w))
    .map((w) => w.replace(/[^\p{L}]/gu, ''))
    .filter((w) => w.length >= 2);
}

/**
 * Up to 40 points: length against the kind. A tagline fits in one breath (7 words; past 8 it is not
 * remembered); a value proposition says who, what and why within 25 words; a copy is judged as prose.
 */
function length(text: MeasuredText, kind: ScoredKind): ScorePart {
  const n = text.words.length;
  let points: number;
  let explanation: string;
  if (kind === 'tagline') {
    points = n <= 7 ? 40 : 36 - (n - 8) * 8;
    explanation =
      n <= 8
        ? `${plural(n, 'word')}: short enough to repeat from memory.`
        : `${plural(n, 'word')}: a tagline over 8 words is not remembered. Cut it.`;
  } else if (kind === 'value_proposition') {
    points = n <= 25 ? 35 : 35 - (n - 25) * 3;
    explanation =
      n <= 25
        ? `${plural(n, 'word')}: who, what and why within 25 words.`
        : `${plural(n, 'word')}: a value proposition past 25 words loses the reader.`;
  } else {
    points = n <= 7 ? 40 : n <= 12 ? 40 - (n - 7) * 3 : n <= 25 ? 25 - (n - 12) * 1.5 : 5 - (n - 25) * 0.5;
    explanation =
      n <= 7
        ? `${plural(n, 'word')}: short enough to repeat from memory.`
        : `${plural(n, 'word')}: the most memorable lines have 7 or fewer.`;
  }
  return { name: 'Length for its kind', value: n, effect: Math.round(clamp(points, 0, 40)), explanation };
}

/** Up to 20 points: an even beat of short words (syllables per word low and alike). */
function rhythm(text: MeasuredText): ScorePart {
  const average = mean(text.syllables);
  const spread = Math.sqrt(mean(text.syllables.map((s) => (s - average) ** 2)));
  const evenness = clamp(1 - spread / 1.5, 0, 1);
  const lightness = clamp(1 - (average - 1.6) / 1.4, 0, 1);
  const effect = Math.round(20 * evenness * lightness);
  return {
    name: 'Rhythm',
    value: round1(average),
    effect,
    explanation: `${round1(average)} syllables per word, varying by ${round1(spread)}: ${effect >= 14 ? 'an even, easy beat' : 'mix in short words for a steadier beat'}.`,
  };
}

/** The sound a word starts with: "ph" sounds like "f", a soft "c" like "s", "k" and "q" like a hard "c". */
function initialSound(word: string): string {
  if (/^ph/.test(word)) return 'f';
  if (/^(kn|wr|ps)/.test(word)) return word[1]!;
  if (/^c[eiy]/.test(word)) return 's';
  if (/^[ckq]/.test(word)) return 'k';
  return word[0]!;
}

/** Up to 20 points: neighbouring meaningful words that start with the same sound ("brew bold"). */
function alliteration(words: string[]): ScorePart {
  const pairs: string[] = [];
  for (let i = 1; i < words.length; i += 1) {
    const a = words[i - 1]!;
    const b = words[i]!;
    if (a !== b && initialSound(a) === initialSound(b)) pairs.push(`${a} ${b}`);
  }
  // In a long text some pairs are coincidence: they count for less.
  const density = Math.min(1, 8 / Math.max(1, words.length));
  const effect = Math.min(20, Math.round(pairs.length * 10 * density));
  return {
    name: 'Alliteration',
    value: pairs.length,
    effect,
    explanation:
      pairs.length === 0
        ? 'No alliteration: words that start alike ("bold brew") stick.'
        : `Alliteration: ${pairs.slice(0, 3).join('; ')}.`,
  };
}

const SUFFIXES = ['ing', 'tion', 'sion', 'ness', 'ment', 'ed', 'er', 'es', 'ly', 's'];

/** The end of a word that must match for a rhyme: its last vowel sound onwards, looking past a suffix. */
function rhymeKey(word: string): string | null {
  const suffix = SUFFIXES.find((s) => word.endsWith(s) && word.length >= s.length + 3) ?? '';
  const stem = word.slice(0, word.length - suffix.length);
  const tail = /[aeiouy]+[^aeiouy]*$/.exec(stem)?.[0];
  if (!tail) return null;
  const key = tail + suffix;
  return key.length >= 2 && key !== word ? key : null;
}

/** +10 when two different words close to each other rhyme ("night" and "light"). */
function rhyme(words: string[]): ScorePart {
  let found: string | null = null;
  for (let i = 0; i < words.length && !found; i += 1) {
    const keyA = rhymeKey(words[i]!);
    if (!keyA) continue;
    for (let j = i + 1; j < Math.min(words.length, i + 8); j += 1) {
      const b = words[j]!;
      if (b !== words[i] && rhymeKey(b) === keyA) {
        found = `${words[i]} / ${b}`;
        break;
      }
    }
  }
  return {
    name: 'Rhyme',
    value: found ? 1 : 0,
    effect: found ? 10 : 0,
    explanation: found ? `Rhyme: ${found}.` : 'No rhyme.',
  };
}

/** Up to 10 points: a key word said twice in a short line ("Brew bold. Brew better."). */
function repetition(words: string[], totalWords: number): ScorePart {
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  const repeated = [...counts].filter(([, n]) => n >= 2).map(([w]) => w);
  const isShort = totalWords <= 20;
  return {
    name: 'Repetition',
    value: repeated.length,
    effect: isShort ? Math.min(10, repeated.length * 5) : 0,
    explanation:
      repeated.length === 0
        ? 'No repeated key word.'
        : isShort
          ? `Repeats ${repeated
              .slice(0, 3)
              .map((w) => `"${w}"`)
              .join(', ')}: repetition makes a line stick.`
          : `Repeats ${repeated
              .slice(0, 3)
              .map((w) => `"${w}"`)
              .join(', ')}, but in a long text that reads as filler, not a hook.`,
  };
}

export function memorabilityParts(text: MeasuredText, kind: ScoredKind): ScorePart[] {
  const words = contentWords(text);
  return [length(text, kind), rhythm(text), alliteration(words), rhyme(words), repetition(words, text.words.length)];
}
