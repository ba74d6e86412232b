/*
 * A platform's rules for a text: how it counts characters, whether a text fits its cap, and how a text past the cap
 * is cut (spec section 5). The caps and labels themselves are data, in constants/platforms.ts.
 */
import { PLATFORM_CAPS, type Platform } from './constants/platforms';

/*
 * X counts a post by weight (twitter-text v3 configuration): code points in the ranges below weigh 1,
 * every other one (CJK, emoji, ...) weighs 2, a URL weighs 23 whatever its length, and an emoji sequence
 * (with joiners and modifiers) counts as one emoji. Every other platform counts code points.
 * Written here rather than depending on twitter-text (last released 2020, pulls core-js into the browser).
 */
const LIGHT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0, 4351],
  [8192, 8205],
  [8208, 8223],
  [8242, 8247],
];
const TRANSFORMED_URL_LENGTH = 23;
/*
 * Linear in the text's length: a domain is at most 10 labels of at most 63 characters (DNS's own limits), so a
 * match attempt reads a bounded stretch. `(?:[a-z0-9-]+\.)+` read "a.a.a.…" from every position to its end:
 * 32 KB took 0.7 s.
 */
const URL =
  /\bhttps?:\/\/[^\s]+|\b(?:[a-z0-9-]{1,63}\.){1,10}(?:com|org|net|io|co|app|dev|ai|uk|us|de|fr)\b(?:\/[^\s]*)?/giu;
const EMOJI =
  /\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F|\u200D\p{Extended_Pictographic}\uFE0F?)*|\p{Regional_Indicator}{2}/gu;

function weightOf(codePoint: number): number {
  return LIGHT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to) ? 1 : 2;
}

function xWeightedLength(text: string): number {
  let length = 0;
  const rest = text
    .normalize('NFC')
    .replace(URL, () => {
      length += TRANSFORMED_URL_LENGTH;
      return '';
    })
    .replace(EMOJI, () => {
      length += 2;
      return '';
    });
  for (const char of rest) length += weightOf(char.codePointAt(0)!);
  return length;
}

/** A text's length as the platform counts it: X's weighted count for twitter, code points elsewhere. */
export function characterCount(text: string, platform: Platform): number {
  return platform === 'twitter' ? xWeightedLength(text) : Array.from(text).length;
}

/** Whether the text fits the platform's cap, counted as the platform counts it. */
export function fitsPlatform(text: string, platform: Platform): boolean {
  return characterCount(text, platform) <= PLATFORM_CAPS[platform];
}

/** "X (Twitter) allows 280 characters; this copy has 301." */
export function overCapMessage(platformLabel: string, cap: number, count: number): string {
  return `${platformLabel} allows ${cap} characters; this copy has ${count}. Shorten it by ${count - cap}.`;
}

const ELLIPSIS = '...';

/**
 * Spec section 5: text beyond the cap is cut to cap - 3 characters followed by an ellipsis. Counted as
 * the platform counts (`count`, characterCount by default), so the result always fits; never splits an
 * emoji or a surrogate pair.
 */
export function truncateToCap(text: string, platform: Platform): string {
  const count = characterCount;
  const cap = PLATFORM_CAPS[platform];
  if (count(text, platform) <= cap) return text;
  const chars = Array.from(text).slice(0, cap - ELLIPSIS.length);
  while (chars.length > 0 && count(chars.join('') + ELLIPSIS, platform) > cap) chars.pop();
  return chars.join('') + ELLIPSIS;
}
export * from './copy-text';
