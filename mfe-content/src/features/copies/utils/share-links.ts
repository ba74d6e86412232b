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
