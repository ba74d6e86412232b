import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A seeded source of choices: the same seed makes the same choices, so output can be tested. */
export interface Chooser {
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A new array in a seeded order. */
  shuffle<T>(items: readonly T[]): T[];
  chance(probability: number): boolean;
}

/** Seeds are whole numbers; anything else is folded into one (hash of its text). */
export function normalizeSeed(seed: number): number {
  if (Number.isSafeInteger(seed)) return seed | 0;
  let hash = 2166136261;
  for (const ch of String(seed)) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return hash | 0;
}

export function chooser(seed: number, stream = 0): Chooser {
  // A separate stream per purpose, so adding a choice in one place does not reshuffle every other.
  const rng = xoroshiro128plus(normalizeSeed(seed) ^ Math.imul(stream + 1, 0x9e3779b1));
  const int = (min: number, max: number) => uniformInt(rng, min, max);
  return {
    int,
    pick(items) {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    chance(probability) {
      return int(0, 9999) < probability * 10000;
    },
  };
}
