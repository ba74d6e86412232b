/*
 * When two candidates say the same thing: the same content words (lines), the same opening, the same body (copies).
 */
import type { ScoredKind } from '@brandcast/shared/scoring';
import { escapeRegExp } from '@brandcast/shared';
import type { Brand } from './brand';
import { STOP, words } from './defects';

/** Words that say the same of a founder in any of their forms ("Written by …", "Founded by …"). */
const SAME_SAYING = new Set(['founded', 'written', 'run', 'made', 'created']);

const stem = (w: string) => w.replace(/(?:ing|ed|es|s|e)$/, '');

/**
 * Says what a kept one says: most of their words (without the brand's name and the head of what it sells,
 * which every line may carry, and small words) are the same, counted over both (Jaccard, over 0.6).
 */
const contentCache = new Map<string, Set<string>>();

/** The words a line says of its own, stemmed (remembered: each candidate is compared with every one kept). */
function contentOf(text: string, brand: Brand | null, kind: ScoredKind): Set<string> {
  const key = `${kind === 'tagline' ? '' : brand?.offer?.phrase}\u0000${brand?.name}\u0000${text}`;
  const hit = contentCache.get(key);
  if (hit) return hit;
  // What every line may carry (the name; in a longer text, what is sold) says nothing of what one adds over another.
  const carried = new Set(
    words((kind === 'tagline' ? '' : brand?.offer?.phrase) ?? '')
      .flatMap((w) => w.split('-'))
      .map(stem),
  );
  const name = brand?.name ? text.replace(new RegExp(escapeRegExp(brand.name), 'gi'), ' ') : text;
  // "classroom-tested" says "tested in a classroom", "teacher's" says "teacher": compared by their parts.
  const parts = words(name.replace(/['’]s\b/g, '')).flatMap((w) => w.split('-'));
  const found = new Set(
    parts
      .filter((w) => !STOP.has(w) && !SAME_SAYING.has(w) && w.length > 2)
      .map(stem)
      .filter((w) => !carried.has(w)),
  );
  if (contentCache.size >= 5000) contentCache.clear();
  contentCache.set(key, found);
  return found;
}

export function nearDuplicate(a: string, b: string, brand: Brand | null, kind: ScoredKind = 'tagline'): boolean {
  // What every line may carry (the name; in a longer text, what is sold) says nothing of what one adds over another.
  const wa = contentOf(a, brand, kind);
  const wb = contentOf(b, brand, kind);
  const shared = [...wb].filter((w) => wa.has(w)).length;
  // One says all the other says and a word or two more ("Tested in a real classroom." of "Every story tested in a real classroom.").
  // A line that says only a number ("Picture books, £7.99.") says it again in any line with that number.
  const least = wa.size <= wb.size ? wa : wb;
  const most = wa.size <= wb.size ? wb : wa;
  if ((least.size >= 2 || [...least].some((w) => /\d/.test(w))) && shared === least.size && most.size - least.size <= 2)
    return true;
  return shared / Math.max(1, new Set([...wa, ...wb]).size) > 0.6;
}

/** The first words a reader sees: an email's subject line (its greeting is the same in every email), else the text's own. */
export function openingWords(text: string, n = 3): string {
  const at = text.startsWith('Subject: ') ? 0 : text.indexOf('\nSubject: ');
  const subject = at < 0 ? undefined : text.slice(at + (at === 0 ? 9 : 10)).split('\n', 1)[0];
  // The first words only: a long copy is not split whole to read three of them.
  return words((subject ?? text).slice(0, 160))
    .slice(0, n)
    .join(' ');
}

const sentenceCache = new Map<string, string[]>();

/** A copy's sentences, lower case, for comparing copies pairwise (remembered: each is compared with many). */
function sentencesOf(text: string): string[] {
  const hit = sentenceCache.get(text);
  if (hit) return hit;
  if (sentenceCache.size >= 4000) sentenceCache.clear();
  const found = splitSentences(text);
  sentenceCache.set(text, found);
  return found;
}

const splitSentences = (text: string) =>
  text
    .replace(/#[\p{L}\p{N}_]+/gu, '')
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) =>
      s
        .replace(/^[^\p{L}\p{N}£$]+/u, '')
        .trim()
        .toLowerCase(),
    )
    // An email's sign-off is the sender's, the same in every copy.
    .filter((s) => s.split(' ').length >= 3 && !/^(?:the .+ team|thanks for reading,?)$|^(?:subject|preview):/.test(s));

/**
 * Two copies that lead with the same supporting line, or share half their sentences (hook, lines, call to
 * action and all): one copy told twice. Of many (`many`, more than three asked), the same two lead lines or more
 * than 60% of the sentences (the golden checker's measure), since ten copies of one brand share some facts.
 */
export function sameBody(
  a: { text: string; lines: readonly string[] },
  b: { text: string; lines: readonly string[] },
  many = false,
): boolean {
  // Of ten copies, some lead with the same fact under other hooks: the same two lines in a row are one body told twice.
  if (
    a.lines.length > 0 &&
    a.lines[0] === b.lines[0] &&
    (!many || a.lines.length === 1 || b.lines.length === 1 || a.lines[1] === b.lines[1])
  )
    return true;
  const sa = new Set(sentencesOf(a.text));
  const sb = sentencesOf(b.text);
  const share = sb.filter((s) => sa.has(s)).length / Math.min(sa.size, sb.length);
  return sb.length > 2 && (many ? share > 0.6 : share >= 0.5);
}
