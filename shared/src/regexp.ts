/** A string matched literally inside a RegExp. */
export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * `text` without the characters at its end that `char` (a one-character pattern, e.g. /[.!]/) matches. Linear,
 * where `text.replace(/[.!]+$/, '')` is quadratic: the engine tries the run from each of its characters, so a
 * copy of 64,000 dots and a letter took 5 s.
 */
export function trimTrailing(text: string, char: RegExp): string {
  let end = text.length;
  while (end > 0 && char.test(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}
