// Written by api/bench/reader-fit.ts from set-d.json (238 rated texts): do not edit by hand.
import type { ReaderFeature } from './reader-features';

export const READER_WEIGHTS: { intercept: number; weights: Record<ReaderFeature, number>; means: Record<ReaderFeature, number> } = {
  intercept: 4.116,
  weights: { copied: -2.217, copiedRun: 0, length: 0, short: -0.383, substance: 3.383, you: 1.706, number: 0.625, broken: 0, offers: -0.537, nameFirst: -0.447, call: 0.065, question: 1.192, sentenceLength: 2.213, hashtags: -1.351, labels: 0 },
  means: { copied: 0.288, copiedRun: 0.367, length: 0.454, short: 0.349, substance: 0.692, you: 0.171, number: 0.58, broken: 0.105, offers: 0.164, nameFirst: 0.181, call: 0.391, question: 0.097, sentenceLength: 0.311, hashtags: 0.162, labels: 0.05 },
};
