import { clarityParts } from './clarity';
import { brokenPhrases, clichesAndFiller, findBroken, specificity } from './craft';
import { impactParts } from './impact';
import { memorabilityParts } from './memorability';
import { measureText } from './text';
import type { MessageScore, ScorePart } from './types';

import type { ScoredKind } from './types';

export { SCORE_METRICS, type MessageScore, type ScoreMetric, type ScorePart, type ScoredKind } from './types';

export interface ScoreOptions {
  /** Without it, the kind is read from the length: up to 12 words a tagline, up to 40 a value proposition. */
  kind?: ScoredKind;
  /** The brand's own facts (its fields): a text that uses them is specific to it. */
  facts?: readonly string[];
}

export function kindOf(wordCount: number): ScoredKind {
  return wordCount <= 12 ? 'tagline' : wordCount <= 40 ? 'value_proposition' : 'copy';
}

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
export function scoreMessage(text: string, options: ScoreOptions = {}): MessageScore {
  const measured = measureText(text);
  if (measured.words.length === 0) {
    return { clarity: 0, impact: 0, memorability: 0, score: 0, parts: { clarity: [], impact: [], memorability: [] } };
  }
  const kind = options.kind ?? kindOf(measured.words.length);
  const broken = findBroken(text);
  const parts = {
    clarity: [...clarityParts(measured), brokenPhrases(broken, 35, 'a reader stops here. Finish the phrase.')],
    impact: [
      ...impactParts(measured),
      clichesAndFiller(measured),
      specificity(measured, options.facts ?? []),
      brokenPhrases(broken, 20, 'a slip undercuts the claim.'),
    ],
    memorability: [
      ...memorabilityParts(measured, kind),
      brokenPhrases(broken, 20, 'remembered as a mistake, not a message.'),
    ],
  };
  const clarity = metricFrom(parts.clarity);
  const impact = metricFrom(parts.impact);
  const memorability = metricFrom(parts.memorability);
  return { clarity, impact, memorability, score: overallScore({ clarity, impact, memorability }), parts };
}
export { findBroken } from './craft';
/** Lines any business could sign and speech filler: the writers drop them, checkers flag them. */
export { CLICHES, FILLERS } from './lexicons';
/** How well a score ranks texts as readers do (the blind reading's agreement figure, the calibration test's). */
export { spearman } from './spearman';
export {
  READER_FEATURES,
  READER_SIGNS,
  readerFeatures,
  readerScore,
  type ReaderFeature,
  type ReaderKind,
  type ReaderOptions,
} from './reader';

export {
  LEARNING_MAX_P,
  LEARNING_MIN_CLICKS,
  LEARNING_MIN_TESTS,
  LINE_SHAPE_LABELS,
  audienceLearning,
  binomialTail,
  learningSentence,
  lineShape,
  type AudienceLearning,
  type LineShape,
  type TestArm,
} from './learning';
