import fp from 'fastify-plugin';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  NOTIFICATION_MESSAGE_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  NOTIFICATIONS_MAX,
  type Notification,
} from '@brandcast/shared';
import { notifications, users, type NotificationRow } from '../db/schema';
import type { Orm, Tx } from '../db/client';
import type { NewNotification } from '../lib/new-notification';

export type { NewNotification };

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

const clip = (text: string, max: number) => {
  const trimmed = text.trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
};

const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];

/**
 * Adds a notification inside the caller's transaction (which holds the user's row) and drops the user's
 * oldest beyond NOTIFICATIONS_MAX: for a notification that belongs to other work, as a charge's low-credit warning.
 */
export async function insertNotification(tx: Tx, userId: string, input: NewNotification): Promise<NotificationRow> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId,
      type: input.type,
      title: clip(input.title, NOTIFICATION_TITLE_MAX_LENGTH),
      message: clip(input.message, NOTIFICATION_MESSAGE_MAX_LENGTH),
    })
    .returning();
  const beyondCap = tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(...newestFirst)
    .offset(NOTIFICATIONS_MAX);
  await tx.delete(notifications).where(and(eq(notifications.userId, userId), inArray(notifications.id, beyondCap)));
  return row!;
}

/** A user's notifications: newest first, at most NOTIFICATIONS_MAX kept. Every method is scoped to its user. */
export function notificationsRepository(orm: Orm) {
  const mine = (userId: string, id: string) => and(eq(notifications.id, id), eq(notifications.userId, userId));

  return {
    /**
     * Adds a notification for the user and drops their oldest beyond NOTIFICATIONS_MAX, in one transaction.
     * The user's row is locked first, so notifications added at once cannot leave more than the cap.
     * Undefined when the user does not exist.
     */
    async notify(userId: string, input: NewNotification): Promise<NotificationRow | undefined> {
      return orm.transaction(async (tx) => {
        const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        if (!owner) return undefined;
        return insertNotification(tx, userId, input);
      });
    },

    async list(userId: string): Promise<NotificationRow[]> {
      return orm
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(...newestFirst)
        .limit(NOTIFICATIONS_MAX);
    },

    async setRead(userId: string, id: string, read: boolean): Promise<NotificationRow | undefined> {
      const [row] = await orm.update(notifications).set({ read }).where(mine(userId, id)).returning();
      return row;
    },

    async markAllRead(userId: string): Promise<void> {
      await orm
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await orm.delete(notifications).where(mine(userId, id)).returning({ id: notifications.id });
      return rows.length > 0;
    },

    async clear(userId: string): Promise<void> {
      await orm.delete(notifications).where(eq(notifications.userId, userId));
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    notificationsRepository: NotificationsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('notificationsRepository', notificationsRepository(fastify.db.orm));
  },
  { name: 'notifications-repository', dependencies: ['db'] },
);
