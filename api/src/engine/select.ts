import { readerScore, scoreMessage, type ScoredKind } from '@brandcast/shared/scoring';
import type { Brand } from './brand';
import { defectsOf } from './defects';
import type { Chooser } from './random';
import { nearDuplicate, openingWords } from './sameness';

/** A written candidate and the angle it takes (benefit, problem, audience, proof, place, …). */
export interface Candidate {
  text: string;
  angle: string;
  /** Points added to its score in the ranking: a copywriter's device over a field restated. */
  bonus?: number;
}

const opening = (text: string) => openingWords(text);

/**
 * What one brand's candidates scored and what was wrong with them, per kind and text: a brand (brandOf keeps
 * it while its fields are unchanged) asked again with another seed writes mostly the same candidates.
 */
const remembered = new WeakMap<Brand, Map<string, { score?: number; defects?: string[] }>>();
function memo(brand: Brand | null, kind: ScoredKind, text: string) {
  if (!brand) return {};
  let map = remembered.get(brand);
  if (!map) remembered.set(brand, (map = new Map()));
  const key = `${kind}\u0000${text}`;
  let entry = map.get(key);
  if (!entry) {
    if (map.size >= 5000) map.clear();
    map.set(key, (entry = {}));
  }
  return entry;
}

/**
 * A message candidate's rank (0-100): the reader's score, fitted on blind ratings (shared/scoring/reader.ts),
 * scaled to 90, and a tenth of the measured score (clarity, impact, memorability) between lines the reader rates alike.
 */
const defaultRank = (c: Candidate, kind: ScoredKind, brand: Brand | null) => {
  const entry = memo(brand, kind, c.text);
  if (entry.score !== undefined) return entry.score;
  const facts = brand?.facts ?? [];
  const measured = scoreMessage(c.text, { kind, facts }).score;
  const reader = kind === 'copy' ? null : readerScore(c.text, { kind, facts, brandName: brand?.name ?? '' }).score;
  return (entry.score = reader === null ? measured : reader * 9 + measured / 10);
};

/** defectsOf, remembered per brand. */
function defectsFor(text: string, kind: ScoredKind, brand: Brand | null): string[] {
  const entry = memo(brand, kind, text);
  return (entry.defects ??= defectsOf(text, kind, brand));
}

/**
 * Filter, rank, choose: drops defective candidates, ranks the rest by the score (the brand's facts and
 * the voice's words count; the seed varies the order among close ones), then takes the best `count`, a new angle and a new
 * opening each while there are some, and never a near-duplicate of one kept.
 */
export function choose(
  candidates: Candidate[],
  kind: ScoredKind,
  count: number,
  brand: Brand | null,
  rng: Chooser,
  {
    similar = (a, b) => nearDuplicate(a, b, brand, kind),
    sameOpenings = false,
    rank: rankOf,
  }: {
    similar?: (a: string, b: string) => boolean;
    sameOpenings?: boolean;
    /** The score a candidate is ranked by: the scorer's, unless the caller has ranked its parts already. */
    rank?: (c: Candidate) => number;
  } = {},
): Candidate[] {
  const seen = new Set<string>();
  const unique = candidates.filter((c) => !seen.has(c.text) && seen.add(c.text));
  // Ranked by the scorer, only what passes the checks is scored; ranked by the caller (copies, many of them), a
  // candidate is checked only when its turn comes.
  const lazy = rankOf !== undefined;
  const checked = new Map<Candidate, boolean>();
  const clean = (c: Candidate) => {
    let ok = checked.get(c);
    if (ok === undefined) checked.set(c, (ok = defectsFor(c.text, kind, brand).length === 0));
    return ok;
  };
  const ranked = (lazy ? unique : unique.filter(clean))
    .map((c) => {
      const score = rankOf ? rankOf(c) : defaultRank(c, kind, brand);
      const voiceWords = (brand?.voice.wordsToUse ?? []).filter((w) =>
        c.text.toLowerCase().includes(w.toLowerCase()),
      ).length;
      return { c, rank: score + (c.bonus ?? 0) + voiceWords * 6 + rng.int(0, 14) };
    })
    .sort((a, b) => b.rank - a.rank)
    .map((r) => r.c);
  // Openings are read only for the candidates the loop reaches (a call for ten copies may write three hundred).
  const openings = new Map<Candidate, [string, string]>();
  const openingOf = (c: Candidate) => {
    let o = openings.get(c);
    if (!o) {
      const three = opening(c.text);
      openings.set(c, (o = [three, three.split(' ').slice(0, 2).join(' ')]));
    }
    return o;
  };
  const open3 = { get: (c: Candidate) => openingOf(c)[0] };
  const open2 = { get: (c: Candidate) => openingOf(c)[1] };
  const most = Math.max(2, Math.ceil(count / 3));
  const out: Candidate[] = [];
  for (const strict of [true, false]) {
    for (const c of ranked) {
      if (out.length >= count) break;
      if (out.includes(c) || (strict && out.some((o) => o.angle === c.angle))) continue;
      if (!sameOpenings && out.some((o) => open3.get(o) === open3.get(c))) continue;
      // Two may open with the same two words ("Penetration testing …"), four of ten; more read as one line listed.
      if (!sameOpenings && out.filter((o) => open2.get(o) === open2.get(c)).length >= most) continue;
      if (out.some((o) => similar(o.text, c.text)) || !clean(c)) continue;
      out.push(c);
    }
  }
  return out;
}
