import { PLATFORM_LABELS, POST_IT, type CopyStatus, type Platform } from '@brandcast/shared';

/*
 * What the copy actions say. Brandcast connects to no channel yet: "publish" marks a copy as posted by its
 * author and the scheduler reminds them when it is due, so no word says a copy went anywhere.
 */

/** The action's name by the copy's status (a published copy has none). */
export const MARK_PUBLISHED: Record<Exclude<CopyStatus, 'published'>, string> = {
  draft: 'Mark as published',
  scheduled: 'Mark as published now',
};

/** Where the copy is meant to go, and who takes it there. */
export const meantFor = (platform: Platform) =>
  `Meant for ${PLATFORM_LABELS[platform]}. Brandcast posts nothing itself yet: copy or share it, then mark it as published.`;

/** The toast once a copy is marked as published. */
export const markedPublished = (platform: Platform) =>
  `Marked as published. ${POST_IT[platform]}: Brandcast posts nothing itself yet.`;

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** What scheduling does. */
export const scheduleMeans = (platform: Platform) =>
  `At that time (within a minute) Brandcast marks the copy as published and reminds you: ${lowerFirst(POST_IT[platform])} then.`;
