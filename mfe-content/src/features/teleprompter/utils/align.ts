import { distance } from 'fastest-levenshtein';
import { normalizeWord } from './script-text';

/** Words recognition writes one way and scripts another. */
const SAME: Record<string, string> = {
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  percent: '%',
  and: '&',
};
const canonical = (word: string) => SAME[word] ?? word;

/** Heard as the script's word: equal, or close enough for a mis-hearing ("roster" for "roaster"). */
export function sameWord(heard: string, written: string): boolean {
  const a = canonical(heard);
  const b = canonical(written);
  if (a === b) return true;
  const longest = Math.max(a.length, b.length);
  return longest >= 4 && distance(a, b) <= Math.floor(longest / 4);
}

export interface AlignOptions {
  /** How far back a repeat may take the reader. */
  back?: number;
  /** How far ahead a skip may take them: never further, so a common word cannot jump the prompter. */
  ahead?: number;
  /** How many of the last heard words are matched. */
  tail?: number;
}

/**
 * Where the reader is, from what speech recognition heard: the index of the script word after the last
 * word matched, or null when nothing matches with confidence. The last heard words are matched, in order
 * and allowing gaps on either side (skipped or repeated words, mis-hearings), against the script around
 * `from`; a match needs two words in order (or one word of six letters or more), and the nearest of equal matches wins.
 */
export function alignTranscript(
  script: readonly string[],
  heardText: string,
  from: number,
  { back = 8, ahead = 40, tail = 6 }: AlignOptions = {},
): number | null {
  const heard = heardText.split(/\s+/).map(normalizeWord).filter(Boolean).slice(-tail);
  if (heard.length === 0) return null;
  const last = heard[heard.length - 1]!;
  let best: { end: number; matches: number } | null = null;
  const start = Math.max(0, from - back);
  const stop = Math.min(script.length - 1, from + ahead);
  for (let end = start; end <= stop; end += 1) {
    if (!sameWord(last, script[end]!)) continue;
    let matches = 1;
    let i = heard.length - 2;
    let j = end - 1;
    // Walk back through both, letting either side skip one word at a time.
    while (i >= 0 && j >= Math.max(0, end - heard.length * 2)) {
      if (sameWord(heard[i]!, script[j]!)) {
        matches += 1;
        i -= 1;
        j -= 1;
      } else if (j > 0 && sameWord(heard[i]!, script[j - 1]!)) {
        j -= 1;
      } else {
        i -= 1;
      }
    }
    const confident = matches >= 2 || last.length >= 6;
    if (!confident) continue;
    if (
      !best ||
      matches > best.matches ||
      (matches === best.matches && Math.abs(end + 1 - from) < Math.abs(best.end + 1 - from))
    ) {
      best = { end, matches };
    }
  }
  return best ? best.end + 1 : null;
}
