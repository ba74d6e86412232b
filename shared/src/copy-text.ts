import type { Platform } from './constants/platforms';
import { escapeRegExp } from './regexp';

/**
 * A copy's hashtags have one home: its list. The text a person reads, copies and counts is composed once from
 * the copy's text and that list, here, for the preview, the clipboard, the share composers and the counter.
 *
 * Copies written before that (and the writers today) end their text with the same tags the list holds
 * ("…Book a visit.\n\n#DogGrooming #PawshParlour"). Nothing is rewritten on the server: those trailing tags are
 * dropped when the copy is shown, as long as the list carries them, and the text is saved without them the next
 * time the copy is saved. A tag at the end that the list does not carry stays in the text, as the person wrote it.
 */

/** Platforms whose readers never see hashtags: an email with hashtags reads as a social post. */
export const PLATFORMS_WITHOUT_HASHTAGS: readonly Platform[] = ['email'];

export const showsHashtags = (platform: Platform) => !PLATFORMS_WITHOUT_HASHTAGS.includes(platform);

const TAG = /^#[\p{L}\p{N}_]+$/u;
const key = (tag: string) => tag.toLowerCase();

/**
 * The copy's text without the hashtags it ends with that its list already carries: whole trailing lines of them,
 * and tags at the end of the last line ("…Book now. #DogGrooming").
 */
export function copyBody(content: string, hashtags: readonly string[]): string {
  const listed = new Set(hashtags.map(key));
  const tokens = content.trimEnd().split(/(\s+)/u);
  let end = tokens.length;
  // Walk back over "#Tag" tokens (and the spaces between them) while each one is in the list.
  while (end > 0) {
    const token = tokens[end - 1]!;
    if (/^\s+$/u.test(token) || token === '') end -= 1;
    else if (TAG.test(token) && listed.has(key(token))) end -= 1;
    else break;
  }
  return tokens.slice(0, end).join('').trimEnd();
}

export interface CopyTextParts {
  /** What the person wrote, without the trailing tags the list carries. */
  body: string;
  /** The tracked link, when the copy has one. */
  link: string | null;
  /** The tags shown after the text: the list, none on a platform without hashtags. */
  hashtags: string[];
}

/** A copy as it is shown and shared, in parts (the preview styles them apart). */
export function copyTextParts(
  content: string,
  hashtags: readonly string[],
  platform: Platform,
  linkUrl?: string | null,
): CopyTextParts {
  const body = copyBody(content, hashtags);
  // A tag already standing whole inside the text is not said twice.
  const inText = (tag: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}_#])${escapeRegExp(tag)}(?![\\p{L}\\p{N}_])`, 'iu').test(body);
  return {
    body,
    link: linkUrl || null,
    hashtags: showsHashtags(platform) ? hashtags.filter((tag) => !inText(tag)) : [],
  };
}

/** The text to copy, share and count: the body, its tracked link, then the hashtags, a blank line apart. */
export function composeCopyText(
  content: string,
  hashtags: readonly string[],
  platform: Platform,
  linkUrl?: string | null,
): string {
  const parts = copyTextParts(content, hashtags, platform, linkUrl);
  return [parts.body.trim(), parts.link ?? '', parts.hashtags.join(' ')].filter(Boolean).join('\n\n');
}

/**
 * A copy as it is read aloud (the teleprompter): the body, with no line made only of hashtags, which the
 * prompter would otherwise take for a section's name.
 */
export function spokenCopyText(content: string, hashtags: readonly string[]): string {
  return copyBody(content, hashtags)
    .split('\n')
    .filter((line) => !/^\s*#[\p{L}\p{N}_]+(\s+#[\p{L}\p{N}_]+)*\s*$/u.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
