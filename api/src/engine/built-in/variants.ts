import { cap, type Brand } from '../brand';
import type { Chooser } from '../random';
import type { EngineMessage, GeneratedMessage } from '../types';
import { writeMessages } from './messages';

/**
 * Variants to test against a message: the same idea from another angle or device, never the same sentence behind
 * a filler opener ("Simply put: …") or closer ("Worth it."). With the project, they are the writer's other lines of
 * the message's kind that share its idea (a word of substance in common), each of a device or angle of its own;
 * then rewrites that change the line's shape (its sentences reordered or one kept, a question made a statement).
 * Fewer variants, or none, rather than decoration.
 */

const STOP = new Set(
  'the and for with you your our are this that from into have has not but all can will just more most very what when where who how than then they their there its new best built made get'.split(
    ' ',
  ),
);
const wordsOf = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? []).filter((w) => w.length > 2 && !STOP.has(w));

/** Rewrites that change the line's shape, each with what changed. */
function rewrites(text: string): Array<{ kind: string; text: string }> {
  const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean);
  const out: Array<{ kind: string; text: string }> = [];
  if (sentences.length > 1) {
    out.push({ kind: 'reordered', text: [...sentences.slice(1), sentences[0]!].join(' ') });
    for (const sentence of sentences)
      if (wordsOf(sentence).length >= 2) out.push({ kind: 'one sentence', text: sentence });
  }
  const body = text.replace(/[.!?]+$/, '');
  const clauses = body.split(', ');
  if (
    sentences.length === 1 &&
    clauses.length === 2 &&
    clauses.every((c) => c.split(' ').length >= 2 && c.split(' ').length <= 8)
  ) {
    out.push({
      kind: 'reordered',
      text: `${cap(clauses[1]!)}: ${clauses[0]!.charAt(0).toLowerCase()}${clauses[0]!.slice(1)}.`,
    });
  }
  return out;
}

export function writeVariants(
  message: EngineMessage,
  count: number,
  rng: Chooser,
  brand: Brand | null,
): GeneratedMessage[] {
  const original = message.content.replace(/\s+/g, ' ').trim();
  const label = message.type === 'tagline' ? 'Tagline' : 'Value proposition';
  const own = new Set(wordsOf(original));
  const seen = new Set([original.toLowerCase()]);
  const out: GeneratedMessage[] = [];
  const add = (kind: string, text: string) => {
    if (out.length >= count || seen.has(text.toLowerCase())) return;
    seen.add(text.toLowerCase());
    out.push({ type: message.type, title: `${label} variant: ${kind}`, content: text });
  };
  if (brand) {
    // The writer's own lines of this kind, those that share the message's idea first, one per angle.
    const lines = writeMessages(brand, message.type, 10, rng).filter(
      (m) => m.content.toLowerCase() !== original.toLowerCase(),
    );
    const related = lines
      .map((m, i) => ({ m, i, shared: wordsOf(m.content).filter((w) => own.has(w)).length }))
      .sort((a, b) => b.shared - a.shared || a.i - b.i);
    for (const { m, shared } of related) if (shared > 0) add('another angle', m.content);
    for (const r of rewrites(original)) add(r.kind, r.text);
    for (const { m } of related) add('another angle', m.content);
    return out;
  }
  for (const r of rng.shuffle(rewrites(original))) add(r.kind, r.text);
  return out;
}
