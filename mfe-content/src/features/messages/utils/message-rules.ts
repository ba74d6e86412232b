import {
  ERRORS,
  messageTitle,
  paths,
  type Message,
  type MessageStatus,
  type MessageTestResults,
  type ProjectRole,
  type SplitTestLink,
} from '@brandcast/shared';

/** Fallbacks when the server gives no message: the spec's two, the rest after the project pattern. */
export const MESSAGE_ERRORS = {
  fetchMessages: ERRORS.fetchMessagesFailed,
  fetchMessage: ERRORS.fetchMessageFailed,
  create: ERRORS.createMessageFailed,
  update: ERRORS.updateMessageFailed,
  delete: ERRORS.deleteMessageFailed,
  publish: 'Failed to publish message',
  archive: 'Failed to archive message',
  duplicate: 'Failed to duplicate message',
  variants: 'Failed to generate variants',
} as const;

export const STATUS_LABELS: Record<MessageStatus, string> = {
  draft: 'Draft',
  testing: 'Testing',
  published: 'Published',
  archived: 'Archived',
};

export const STATUS_COLORS: Record<MessageStatus, string | undefined> = {
  draft: undefined,
  testing: 'processing',
  published: 'success',
  archived: 'default',
};

/** Owners and editors change a project's messages; viewers only read (the projects issue's rights). */
export const canChange = (role: ProjectRole | undefined) => role === 'owner' || role === 'editor';

/** How a message is named in lists, buttons and toasts: its title, else the start of its text, in whole words. */
export const messageLabel = (message: Pick<Message, 'title' | 'content'>): string => messageTitle(message);

/** "Make copies" from this message: the copy generator with the project and the message chosen. */
export function copiesFrom(message: Pick<Message, 'id' | 'projectId'>): string {
  const query = new URLSearchParams({ projectId: message.projectId, messageId: message.id });
  return `${paths.copyNew}?${query.toString()}`;
}

/** The arm the server says leads; none on a tie or before the first click (leaderVariantId left out). */
export function leadingArm(results: MessageTestResults): SplitTestLink | null {
  if (results.leaderVariantId === undefined) return null;
  return results.links.find((link) => link.variantId === results.leaderVariantId) ?? null;
}
