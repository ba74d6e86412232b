import { findBroken, scoreMessage, type ScoredKind } from '@brandcast/shared/scoring';

import type { Brand } from './brand';
import type { Chooser } from './random';

/** A written candidate and the angle it takes (benefit, problem, audience, proof, place, …). */
export interface Candidate {
  text: string;
  angle: string;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}'’£$%.,/-]*[\p{L}\p{N}%]/gu) ?? [];

export const MAX_WORDS: Partial<Record<ScoredKind, number>> = { tagline: 8, value_proposition: 25 };

/** Why a candidate may not be shown: a broken phrase, a repeated 4-word run or sentence, too long, a word the voice avoids. */
export function defectsOf(text: string, kind: ScoredKind, brand: Brand | null): string[] {
  const out = findBroken(text.replace(/#[\p{L}\p{N}_]+/gu, '').replace(/^(?:Subject|Preview): /gm, ''));
  const w = words(text.replace(/#[\p{L}\p{N}_]+/gu, ''));
  const max = MAX_WORDS[kind];
  if (max && w.length > max) out.push(`over ${max} words`);
  const runs = new Set<string>();
  for (let i = 0; i + 4 <= w.length; i += 1) {
    const run = w.slice(i, i + 4).join(' ');
    if (runs.has(run)) out.push(`repeats "${run}"`);
    runs.add(run);
  }
  const sentences = text.split(/\n+|(?<=[.!?])\s+/).filter((s) => s.split(' ').length >= 3);
  if (new Set(sentences).size < sentences.length) out.push('repeats a sentence');
  for (const avoid of brand?.voice.wordsToAvoid ?? []) {
    if (new RegExp(`(?<![\\p{L}])${avoid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(text)) out.push(`uses "${avoid}"`);
  }
  return out;
}

/** Shares most of its words with a kept one: a near-duplicate. */
function nearDuplicate(a: string, b: string): boolean {
  const wa = new Set(words(a));
  const wb = words(b);
  const shared = wb.filter((w) => wa.has(w)).length;
  return shared / Math.max(1, Math.min(wa.size, wb.length)) > 0.8;
}

const opening = (text: string) => words(text.replace(/^Subject:.*\n+(?:Preview:.*\n+)?/m, '')).slice(0, 3).join(' ');

/**
 * Filter, rank, choose: drops defective candidates, ranks the rest by the score (the brand's facts and
 * the voice's words count; the seed varies the order among close ones), then takes the best `count`, a new angle and a new
 * opening each while there are some, and never a near-duplicate of one kept.
 */
export function choose(candidates: Candidate[], kind: ScoredKind, count: number, brand: Brand | null, rng: Chooser): Candidate[] {
  const seen = new Set<string>();
  const ranked = candidates
    .filter((c) => !seen.has(c.text) && seen.add(c.text) && defectsOf(c.text, kind, brand).length === 0)
    .map((c) => {
      const score = scoreMessage(c.text, { kind, facts: brand?.facts ?? [] }).score;
      const voiceWords = (brand?.voice.wordsToUse ?? []).filter((w) => c.text.toLowerCase().includes(w.toLowerCase())).length;
      // Lines any business could sign only fill the count when the brand gives too little.
      const filler = c.angle === 'brand' || c.angle === 'invitation' ? 30 : 0;
      return { c, rank: score + voiceWords * 6 + rng.int(0, 14) - filler };
    })
    .sort((a, b) => b.rank - a.rank)
    .map((r) => r.c);
  const out: Candidate[] = [];
  for (const strict of [true, false]) {
    for (const c of ranked) {
      if (out.length >= count) break;
      if (out.includes(c) || out.some((o) => nearDuplicate(o.text, c.text) || opening(o.text) === opening(c.text))) continue;
      if (strict && out.some((o) => o.angle === c.angle)) continue;
      out.push(c);
    }
  }
  return out;
}
