import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { characterCount, type CopyFormat, type Platform, type ProviderName } from '@brandcast/shared';
import { copies, messages } from '../../db/schema';
import type { Orm } from '../../db/client';
import { MessageNotFound } from '../../lib/domain-errors';
import { checkContentWriter } from '../project-access';
import type { Tx } from '../credits';

/** A copy to write: what the caller chose or the engine wrote; the count and the author are filled in here. */
export interface NewCopy {
  projectId: string;
  messageId: string | null;
  platform: Platform;
  format: CopyFormat;
  title: string;
  content: string;
  hashtags: string[];
  provider?: ProviderName | null;
  providerNote?: string | null;
}

/** How copies.create writes: what it runs before the insert, and what it does when a copy's message is gone. */
export interface CreateOptions {
  /** Runs first in the transaction, with the new ids: the credit charge. */
  charge?: (tx: Tx, ids: string[]) => Promise<unknown>;
  /**
   * A message deleted since the route looked: 'refuse' (the default) answers 404 'Message not found.', for
   * a copy written from the message the caller chose; 'detach' writes the copy without it, for a copy made
   * from another copy, whose link to the message its deletion has already cleared (ON DELETE SET NULL).
   */
  messageGone?: 'refuse' | 'detach';
}

/**
 * The ids of the messages `rows` are written from that are still there, in their project, share-locked
 * until the transaction ends: one deleted after the route looked (generation takes a while) would
 * otherwise fail the insert's foreign key. Taken after the charge, in the order message writes take
 * the account and the message (messages.ts, chargingTransaction).
 */
async function lockMessages(tx: Tx, rows: NewCopy[]): Promise<Set<string>> {
  const wanted = rows.filter((row) => row.messageId);
  if (wanted.length === 0) return new Set();
  const found = await tx
    .select({ id: messages.id, projectId: messages.projectId })
    .from(messages)
    .where(inArray(messages.id, [...new Set(wanted.map((row) => row.messageId!))]))
    .for('key share');
  const inItsProject = (message: { id: string; projectId: string }) =>
    wanted.some((row) => row.messageId === message.id && row.projectId === message.projectId);
  return new Set(found.filter(inItsProject).map((message) => message.id));
}

/**
 * Writes new draft copies, in order, in one transaction, and answers their ids (copies.create reads them
 * back). `charge` runs first in it with the new ids: the credit charge, which locks the user's row before
 * the copies' foreign keys share-lock it (the other order deadlocks two generations of the same user). The
 * caller's right to edit each project is checked again inside, since generation may have taken a while,
 * and so is the message each copy is written from (see `messageGone`).
 */
export async function insertCopies(
  orm: Orm,
  userId: string,
  rows: NewCopy[],
  options: CreateOptions = {},
): Promise<string[]> {
  const ids = rows.map(() => randomUUID());
  await orm.transaction(async (tx) => {
    for (const projectId of new Set(rows.map((row) => row.projectId)))
      await checkContentWriter(tx, userId, projectId, 'copies');
    await options.charge?.(tx, ids);
    const present = await lockMessages(tx, rows);
    const written = rows.map((row) => {
      if (!row.messageId || present.has(row.messageId)) return row;
      if (options.messageGone === 'detach') return { ...row, messageId: null };
      throw new MessageNotFound();
    });
    await tx.insert(copies).values(
      written.map((row, index) => ({
        ...row,
        id: ids[index]!,
        userId,
        characterCount: characterCount(row.content, row.platform),
      })),
    );
  });
  return ids;
}
