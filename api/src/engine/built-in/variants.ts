import { cap } from '../brand';
import type { Chooser } from '../random';
import type { EngineMessage, GeneratedMessage } from '../types';

const WEAK = /\b(?:very|really|just|maybe|perhaps|possibly|kind of|sort of|basically|quite)\s+/gi;

const CLOSERS = [
  'Every single time.',
  'No compromises.',
  "That's the promise.",
  'See the difference.',
  'Find out why.',
  "You'll see why.",
  'Starting today.',
  'Try it today.',
  'Made to last.',
  'Worth it.',
] as const;

const OPENERS = ['Finally:', 'Here is the idea:', 'Simply put:', 'The short version:'] as const;

/** Rewrites of a message, each with a name for what changed. Only grammatical rewrites of any text. */
function rewrites(content: string): Array<{ kind: string; text: string }> {
  const text = content.replace(/\s+/g, ' ').trim();
  const body = text.replace(/[.!?]+$/, '');
  const end = /[!?]$/.test(text) ? text.slice(-1) : '.';
  const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean);
  const out: Array<{ kind: string; text: string }> = [];

  if (sentences.length > 1) {
    out.push({ kind: 'shorter', text: sentences[0]! });
    out.push({ kind: 'reordered', text: [...sentences.slice(1), sentences[0]!].join(' ') });
  }
  const clauses = body.split(', ');
  if (sentences.length === 1 && clauses.length === 2 && clauses.every((c) => c.split(' ').length <= 8)) {
    out.push({ kind: 'reordered', text: `${cap(clauses[1]!)}: ${clauses[0]!.charAt(0).toLowerCase()}${clauses[0]!.slice(1)}${end}` });
  }
  const plain = text.replace(WEAK, '');
  if (plain !== text && /\p{L}/u.test(plain)) out.push({ kind: 'plainer', text: cap(plain) });
  out.push({ kind: 'with emphasis', text: `${body}!` });
  for (const opener of OPENERS) out.push({ kind: 'new opening', text: `${opener} ${text}` });
  for (const closer of CLOSERS) out.push({ kind: 'new ending', text: `${body}${end} ${closer}` });
  return out;
}

export function writeVariants(message: EngineMessage, count: number, rng: Chooser): GeneratedMessage[] {
  const original = message.content.replace(/\s+/g, ' ').trim();
  const label = message.type === 'tagline' ? 'Tagline' : 'Value proposition';
  const candidates = rewrites(original || (message.title ?? '').trim() || 'Made with care');
  // Structural rewrites first (they differ most), in a seeded order; then the rest.
  const structural = rng.shuffle(candidates.filter((c) => c.kind !== 'new ending' && c.kind !== 'new opening'));
  const decorative = rng.shuffle(candidates.filter((c) => c.kind === 'new ending' || c.kind === 'new opening'));
  const lead = rng.int(1, 2);
  const ordered = [...structural.slice(0, lead), ...decorative, ...structural.slice(lead)];
  const out: GeneratedMessage[] = [];
  for (const candidate of ordered) {
    if (out.length >= count) break;
    if (candidate.text === original || out.some((m) => m.content === candidate.text)) continue;
    out.push({ type: message.type, title: `${label} variant: ${candidate.kind}`, content: candidate.text });
  }
  return out;
}
