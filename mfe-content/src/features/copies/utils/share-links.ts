import { escapeRegExp } from '@brandcast/shared';

/**
 * The copy's hashtags that its text does not already carry (a written copy often ends with them): the ones
 * sharing adds. A tag counts as carried when it stands whole in the text, in any case.
 */
export function hashtagsToAdd(content: string, hashtags: string[]): string[] {
  return hashtags.filter(
    (tag) => !new RegExp(`(?<![\\p{L}\\p{N}_#])${escapeRegExp(tag)}(?![\\p{L}\\p{N}_])`, 'iu').test(content),
  );
}

/** The text to share: the copy, its tracked link when it has one, then the hashtags it does not carry yet. */
export function shareText(content: string, hashtags: string[], linkUrl?: string | null): string {
  return [content.trim(), linkUrl ?? '', hashtagsToAdd(content, hashtags).join(' ')].filter(Boolean).join('\n\n');
}

/**
 * encodeURIComponent throws on half an emoji (a lone surrogate), which an edit can leave behind for a
 * moment; such a half becomes U+FFFD instead.
 */
const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

/** The platforms' own share composers, prefilled. */
export const shareLinks = {
  x: (text: string) => `https://twitter.com/intent/tweet?text=${encode(text)}`,
  linkedin: (text: string) => `https://www.linkedin.com/feed/?shareActive=true&text=${encode(text)}`,
  /** Facebook's sharer takes only a URL (it reads the page's own preview), never text. */
  facebook: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`,
};

/** The mail app, with the subject and the text filled in. */
export const mailtoLink = (subject: string, body: string) => `mailto:?subject=${encode(subject)}&body=${encode(body)}`;
