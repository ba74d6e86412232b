import { PROMPTER_WPM } from '@brandcast/shared';

/** Step sizes by speed band: fine where a reader notices 5 words a minute, coarse where they do not. */
const BANDS: readonly [below: number, step: number][] = [
  [120, 5],
  [200, 10],
  [Infinity, 20],
];

const stepAt = (wpm: number) => BANDS.find(([below]) => wpm < below)![1];

const clamp = (wpm: number) => Math.min(PROMPTER_WPM.max, Math.max(PROMPTER_WPM.min, wpm));

/**
 * The next speed up or down the curve, landing on the band's grid: 115 → 120 → 130 … 200 → 220; and
 * back down 220 → 200 → 190 … 120 → 115. Always within the prompter's range.
 */
export function nextSpeed(wpm: number, direction: 1 | -1): number {
  if (direction === 1) {
    const step = stepAt(wpm);
    return clamp(Math.floor(wpm / step) * step + step);
  }
  const step = stepAt(wpm - 1);
  return clamp(Math.ceil(wpm / step) * step - step);
}

/** Seconds to read `words` at `wpm`. */
export const readingSeconds = (words: number, wpm: number) => (words / wpm) * 60;

/** "1:05", "12:00": a duration as a prompter shows it. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
