/**
 * The curated word lists behind the scores. Small on purpose: each entry is a word a copy editor
 * would flag or praise in a tagline, and every match is shown to the user as a part of the score.
 * One file per kind of word; this module gathers them for the scorers.
 */
export { JARGON, VAGUE_WORDS } from './lexicon-vague';
export { NEGATIONS, POWER_WORDS, WEAK_WORDS } from './lexicon-strength';
export { ACTION_PHRASES, ACTION_VERBS, YOU_WORDS } from './lexicon-action';
export { CLICHES, FILLERS } from './lexicon-stock';
