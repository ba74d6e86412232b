import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { PLATFORM_LABELS, POST_IT } from '@brandcast/shared';
import type { TrackedLinksRepository } from '../../repositories/tracked-links';
import type { NotificationsRepository } from '../../repositories/notifications';
import type { PreferencesRepository } from '../../repositories/preferences';
import type { UsersRepository } from '../../repositories/users';
import type { Mail } from './mailer';
import type { PublishedCopy, ScheduledCopies } from './scheduled-copies';

export type { PublishedCopy } from './scheduled-copies';

/** Copies published per statement; one run repeats the statement while it keeps filling a batch. */
export const PUBLISH_BATCH = 100;
const MAX_BATCHES_PER_RUN = 50;
const PREVIEW_WORDS = 8;

/** How the notification names a copy: its title, else its first words. */
export function copyLabel(copy: Pick<PublishedCopy, 'title' | 'content'>): string {
  const title = copy.title.trim();
  if (title) return title;
  const words = copy.content.trim().split(/\s+/);
  return words.length > PREVIEW_WORDS ? `${words.slice(0, PREVIEW_WORDS).join(' ')}…` : words.join(' ');
}

/** The notification's title when a scheduled copy is due. */
export const COPY_DUE_TITLE = 'Time to post a copy';

export interface Scheduler {
  /**
   * Publishes every copy scheduled at or before `now` and notifies each author; returns what it published.
   * Safe to run on several instances at once: each copy is published (and its author told) once.
   */
  publishDue(now?: Date): Promise<PublishedCopy[]>;
}

/** Tells the author by email too, when their "Email notifications" preference is on (the default). */
export type EmailAuthor = (copy: PublishedCopy, message: string) => Promise<void>;

export function emailAuthorVia(deps: {
  preferences: PreferencesRepository;
  users: UsersRepository;
  send: (mail: Mail) => void;
  appUrl: string;
}): EmailAuthor {
  return async (copy, message) => {
    if (!(await deps.preferences.get(copy.userId)).emailNotifications) return;
    const user = await deps.users.findById(copy.userId);
    if (!user) return;
    deps.send({
      to: user.email,
      subject: 'Your copy is due: time to post it',
      text: `Hi ${user.firstName},\n\n${message}\n\nSee your copies: ${deps.appUrl}/copies\n\nYou get this email because "Email notifications" is on in your Brandcast preferences.`,
    });
  };
}

export function createScheduler(deps: {
  copies: ScheduledCopies;
  notifications: NotificationsRepository;
  log: FastifyBaseLogger;
  emailAuthor?: EmailAuthor | undefined;
}): Scheduler {
  const { copies, notifications, log, emailAuthor } = deps;

  async function notifyAuthor(copy: PublishedCopy): Promise<void> {
    try {
      // Brandcast posts nothing itself yet: the copy is marked as published and its author posts it.
      const message = `${PLATFORM_LABELS[copy.platform]} copy "${copyLabel(copy)}" is due and marked as published. ${POST_IT[copy.platform]} now: Brandcast posts nothing itself yet.`;
      await notifications.notify(copy.userId, { type: 'info', title: COPY_DUE_TITLE, message });
      await emailAuthor?.(copy, message);
    } catch (error) {
      // The copy is published either way; one lost notification must not stop the others.
      log.error({ err: error, copyId: copy.id }, 'scheduler: notifying the author failed');
    }
  }

  return {
    async publishDue(now = new Date()) {
      const published: PublishedCopy[] = [];
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
        const rows = await copies.publishDue(now, PUBLISH_BATCH);
        for (const copy of rows) await notifyAuthor(copy);
        published.push(...rows);
        if (rows.length < PUBLISH_BATCH) break;
      }
      if (published.length > 0) log.info({ count: published.length }, 'scheduler: published due copies');
      return published;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/**
 * The scheduler: every `schedulerIntervalMs` (default 30 s, so a copy goes out within a minute of its time;
 * 0 turns it off on this instance), and once at start for copies that fell due while the server was down,
 * once per interval across all instances. Each run also forgets tracked-link visits from before yesterday.
 */
export default fp(
  async (fastify) => {
    const emailAuthor = fastify.hasDecorator('mailer')
      ? emailAuthorVia({
          preferences: fastify.preferencesRepository,
          users: fastify.usersRepository,
          send: (mail) => fastify.mailer.sendInBackground(mail),
          appUrl: fastify.config.appUrl,
        })
      : undefined;
    const scheduler = createScheduler({
      copies: fastify.scheduledCopies,
      notifications: fastify.notificationsRepository,
      log: fastify.log,
      emailAuthor,
    });
    fastify.decorate('scheduler', scheduler);

    const interval = fastify.config.schedulerIntervalMs;
    if (interval <= 0) return;

    const links: Pick<TrackedLinksRepository, 'pruneVisits'> = fastify.trackedLinksRepository;
    // Once per interval across all instances (a job of the queue, plugins/app/jobs.ts); a failed pass is
    // logged and the next interval's tries again.
    fastify.jobs.every('publish-due', interval, async () => {
      await scheduler
        .publishDue()
        .catch((error: unknown) => fastify.log.error({ err: error }, 'scheduler: publishing due copies failed'));
      await links
        .pruneVisits()
        .catch((error: unknown) => fastify.log.error({ err: error }, 'scheduler: forgetting old link visits failed'));
    });
  },
  {
    name: 'scheduler',
    dependencies: ['config', 'jobs', 'scheduled-copies', 'notifications-repository', 'tracked-links-repository'],
  },
);
