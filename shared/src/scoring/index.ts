import { clarityParts } from './clarity';
import { impactParts } from './impact';
import { memorabilityParts } from './memorability';
import { measureText } from './text';
import type { MessageScore, ScorePart } from './types';

export { SCORE_METRICS, type MessageScore, type ScoreMetric, type ScorePart } from './types';

function metricFrom(parts: ScorePart[]): number {
  const sum = parts.reduce((total, part) => total + part.effect, 0);
  return Math.min(100, Math.max(0, Math.round(sum)));
}

/** Spec section 5: the overall score is the mean of the three metrics, rounded down. */
export function overallScore(metrics: { clarity: number; impact: number; memorability: number }): number {
  return Math.floor((metrics.clarity + metrics.impact + metrics.memorability) / 3);
}

/**
 * Measures a brand message: clarity, impact and memorability (integers 0-100), each the sum of the
 * effects of its parts, and the overall score. Pure and deterministic; runs in the browser and the API.
 * Text without a word scores 0 everywhere.
 */
export function scoreMessage(text: string): MessageScore {
  const measured = measureText(text);
  if (measured.words.length === 0) {
    return { clarity: 0, impact: 0, memorability: 0, score: 0, parts: { clarity: [], impact: [], memorability: [] } };
  }
  const parts = {
    clarity: clarityParts(measured),
    impact: impactParts(measured),
    memorability: memorabilityParts(measured),
  };
  const clarity = metricFrom(parts.clarity);
  const impact = metricFrom(parts.impact);
  const memorability = metricFrom(parts.memorability);
  return { clarity, impact, memorability, score: overallScore({ clarity, impact, memorability }), parts };
}
