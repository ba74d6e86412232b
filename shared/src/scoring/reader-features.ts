/** The features the reader's score reads of a line, in the order of the fitted weights (reader-weights.ts). */
export const READER_FEATURES = [
  'copied',
  'copiedRun',
  'length',
  'short',
  'substance',
  'you',
  'number',
  'broken',
  'offers',
  'nameFirst',
  'call',
  'question',
  'sentenceLength',
  'hashtags',
  'labels',
] as const;
export type ReaderFeature = (typeof READER_FEATURES)[number];
