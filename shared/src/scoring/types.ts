import type { MessageType, ScoreMetric } from '../constants/domain';

export { SCORE_METRICS, type ScoreMetric } from '../constants/domain';

/** One measured part of a text and what it did to a metric. */
export interface ScorePart {
  /** What was measured, e.g. "Reading ease". */
  name: string;
  /** The measurement itself (a count, a share, an index), rounded to one decimal. */
  value: number;
  /** Points this part added to (or, when negative, took from) the metric. */
  effect: number;
  /** One line a person can act on. */
  explanation: string;
}

/**
 * A message's measured score. Each metric is the sum of its parts' effects, kept within 0-100;
 * `score` is the mean of the three, rounded down (spec section 5).
 */
export interface MessageScore {
  clarity: number;
  impact: number;
  memorability: number;
  score: number;
  parts: Record<ScoreMetric, ScorePart[]>;
}

/** A tagline, a value proposition, or a longer copy: what the length of a text is judged against. */
export type ScoredKind = MessageType | 'copy';
