import {
  MAX_VARIANTS,
  MESSAGE_TYPE_LABELS,
  canDoToMessage,
  type MessageAction,
  type MessageStatus,
  type MessageType,
  type ProjectRole,
} from '@brandcast/shared';
import type { MessageRow } from '../../db/schema';
import { Conflict, Invalid, MessageNotFound, ViewerCantChange } from '../../lib/domain-errors';
import { can } from '../project-access';
import type { MessageRecord } from './answer';

/* What may be done to a message in which status, and the text rules of what is stored. */

/** The 409's words: what is wrong and what to do instead. */
function refusal(action: MessageAction, status: MessageStatus): string | undefined {
  if (canDoToMessage(action, status)) return undefined;
  if (status === 'archived') {
    return action === 'archive'
      ? 'This message is already archived.'
      : 'This message is archived, so it can no longer be changed. Duplicate it to work on a new draft.';
  }
  // Everything else is allowed from every other status: what is left is publishing a published message.
  return 'This message is already published.';
}

/** Throws the answer for a caller who may not do `action` to this message (404, 403 or 409). */
export function checkAction(
  record: MessageRecord | undefined,
  action: MessageAction,
): MessageRecord & { role: ProjectRole } {
  if (!record?.role) throw new MessageNotFound();
  if (!can(record.role, 'edit')) throw new ViewerCantChange('messages');
  const refused = refusal(action, record.status);
  if (refused) throw new Conflict(refused);
  return { ...record, role: record.role };
}

/** 400 when `count` more variants would pass MAX_VARIANTS. */
export function checkVariantRoom(has: number, count: number): void {
  if (has + count <= MAX_VARIANTS) return;
  const room = MAX_VARIANTS - has;
  throw new Invalid(
    room <= 0
      ? `This message already has ${has} variants, the most kept (${MAX_VARIANTS}). Duplicate it to start a new set.`
      : `This message has ${has} variants and keeps at most ${MAX_VARIANTS}: ask for ${room} more at most.`,
  );
}

/** Text cut to `max` characters (whole characters, never half an emoji), for what a model may write too long. */
export function clip(text: string, max: number): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(trimmed);
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() : trimmed;
}

export const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const plural = (n: number, type: MessageType) => {
  const label = MESSAGE_TYPE_LABELS[type].toLowerCase();
  return `${n} ${label}${n === 1 ? '' : 's'}`;
};

/** "Tagline", or the message's title, for ledger lines. */
export const shortName = (row: Pick<MessageRow, 'title' | 'content'>) => `"${clip(row.title || row.content, 60)}"`;
