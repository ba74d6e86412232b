/**
 * An email copy's text as both writers write it: a "Subject: …" line, a "Preview: …" line (the inbox's preheader),
 * then the email itself. Read here once, for its title, its preview and what the mail app is handed.
 */
export interface EmailParts {
  subject: string | null;
  preheader: string | null;
  /** The email as its reader gets it: the text after the subject and preview lines. */
  body: string;
}

const HEADER = /^(Subject|Preview):[ \t]*(.*)$/iu;

export function emailParts(text: string): EmailParts {
  const lines = text.split('\n');
  const parts: EmailParts = { subject: null, preheader: null, body: '' };
  let at = 0;
  for (; at < lines.length; at += 1) {
    const line = lines[at]!.trim();
    if (line === '') continue;
    const header = HEADER.exec(line);
    if (!header) break;
    const value = header[2]!.trim();
    if (header[1]!.toLowerCase() === 'subject' && parts.subject === null) parts.subject = value;
    else if (header[1]!.toLowerCase() === 'preview' && parts.preheader === null) parts.preheader = value;
    else break;
  }
  parts.body = lines.slice(at).join('\n').trim();
  return parts;
}
