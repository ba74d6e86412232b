/* Word helpers the defect checks share: common words that say nothing of a business, and the words of a text. */

export const STOP = new Set(
  'the and for with you your our are this that from into have has not but all can will just more most very what when where who how than then they their there its new best'.split(
    ' ',
  ),
);

export const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/#[\p{L}\p{N}_]+/gu, ' ')
    .match(/[\p{L}\p{N}'’£$%.,/-]*[\p{L}\p{N}%]/gu) ?? [];
