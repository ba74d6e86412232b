import { eq, inArray } from 'drizzle-orm';
import type { Message, MessageAction, ProjectRole } from '@brandcast/shared';
import { messages } from '../../db/schema';
import type { Orm } from '../../db/client';
import { MessageNotFound } from '../../lib/domain-errors';
import type { CreditsRepository, Tx } from '../credits';
import { trackedLinksRepository } from '../tracked-links';
import { toMessage, type MessageRecord } from './answer';
import { checkAction } from './rules';
import { select } from './queries';

/**
 * What every message method stands on: rows read as answers (with their split-test links), the message row
 * locked with the rights checked, and a transaction that locks the account it will charge first.
 */
export function messageAccess(orm: Orm, appUrl: string, credits: CreditsRepository) {
  const links = trackedLinksRepository(orm);
  /** Rows as answers: the split-test links of the tested ones are read in one query. */
  async function answers(rows: (MessageRecord & { role: ProjectRole })[]): Promise<Message[]> {
    const tested = rows.filter((row) => row.testedAt).map((row) => row.id);
    const all = await links.ofMessages(tested);
    return rows.map((row) =>
      toMessage(
        row,
        all.filter((link) => link.messageId === row.id),
        appUrl,
      ),
    );
  }

  /** The message row, locked for this transaction, when the user may do `action` to it (else 404/403/409). */
  async function lock(tx: Tx, userId: string, id: string, action: MessageAction) {
    const [row] = await select(tx, userId).where(eq(messages.id, id)).for('no key update', { of: messages });
    return checkAction(row, action);
  }

  /**
   * Opens a transaction that will charge `userId`: their account row is locked first. Inserting a message
   * takes a share lock on its user's row (the foreign key), so two charging transactions that each took
   * that first would deadlock when the charge asks for the row itself.
   */
  function chargingTransaction<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    return orm.transaction(async (tx) => {
      await credits.lockAccount(tx, userId);
      return work(tx);
    });
  }

  async function getMany(userId: string, ids: string[]): Promise<Message[]> {
    if (ids.length === 0) return [];
    const rows = await select(orm, userId).where(inArray(messages.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = ids
      .map((id) => byId.get(id))
      .filter((row): row is MessageRecord & { role: ProjectRole } => Boolean(row?.role));
    return answers(ordered);
  }

  /** The answer after a write; 404 if the message went in the meantime (deleted, or access removed). */
  async function answer(userId: string, id: string): Promise<Message> {
    const [message] = await getMany(userId, [id]);
    if (!message) throw new MessageNotFound();
    return message;
  }

  return { links, answers, lock, chargingTransaction, getMany, answer };
}
export type MessageAccess = ReturnType<typeof messageAccess>;
