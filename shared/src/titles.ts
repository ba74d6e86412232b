import type { CopyFormat } from './constants/domain';
import type { Platform } from './constants/platforms';
import { emailParts } from './email-copy';
import { trimTrailing } from './regexp';

/** A title fits one line of a list. */
export const TITLE_LENGTH = 60;

const PHRASE_END = /[,;:]$|\s[—–-]$/u;

/**
 * A title made from a text: what tells it apart from its siblings is the text itself, so the title is its first
 * sentence, whole when it fits. A longer one is cut after a whole word (at a comma or dash when one is in the
 * second half) and ends with an ellipsis; a word is never cut, unless one word alone is longer than a title.
 */
export function titleFor(text: string, max = TITLE_LENGTH): string {
  const line =
    text
      .split('\n')
      .map((part) => part.trim())
      .find(Boolean) ?? '';
  const collapsed = line.replace(/\s+/g, ' ');
  const sentence = trimTrailing(/^(.+?[.!?])(?=\s|$)/u.exec(collapsed)?.[1] ?? collapsed, /[.!]/u);
  const length = (value: string) => Array.from(value).length;
  if (length(sentence) <= max) return sentence;

  const words = sentence.split(' ');
  let kept = '';
  let phrase = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (length(next) > max - 1) break;
    kept = next;
    if (PHRASE_END.test(kept) && length(kept) > max / 2) phrase = kept;
  }
  if (!kept)
    return `${Array.from(words[0] ?? '')
      .slice(0, max - 1)
      .join('')}…`;
  return `${trimTrailing(phrase || kept, /[\s,;:—–-]/u)}…`;
}

/**
 * A generated copy's title: what it says (an email's subject line, whole when it fits), never "Email post: …".
 * Lists show the platform beside it, so the title's 60 characters are spent on the words that tell copies apart.
 */
export const copyTitle = (_platform: Platform, _format: CopyFormat, content: string) => {
  const subject = emailParts(content).subject;
  if (subject && Array.from(subject).length <= TITLE_LENGTH) return subject;
  // A hook ends at its emoji too ("Audit-ready in 6 weeks 🔥 Book a demo." on TikTok): the call to action is no title.
  const text = subject || content;
  const hook = text.split(/\s*\p{Extended_Pictographic}/u)[0]!.trim();
  return titleFor(/[\p{L}\p{N}]/u.test(hook) ? hook : text, TITLE_LENGTH);
};

/** How a message is named in lists and pickers: its title, else one made from its text. */
export const messageTitle = (message: { title: string; content: string }) =>
  message.title.trim() || titleFor(message.content) || 'Untitled message';
