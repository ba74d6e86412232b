import type { FastifyBaseLogger } from 'fastify';
import { CHANNEL_LABELS, type ChannelPlatform } from '@brandcast/shared';
import type { ChannelRow, PublicationRow } from '../db/schema';
import type { NewNotification } from '../lib/new-notification';
import type { ChannelsRepository } from '../repositories/channels';
import type { PublicationsRepository } from '../repositories/publications';
import { MAX_ATTEMPTS } from '../repositories/publications';
import type { ChannelAuth, PlatformClient, Posted, PostRequest } from './platform';
import { PlatformFailure } from './platform';

export interface PublisherDeps {
  publications: PublicationsRepository;
  channels: ChannelsRepository;
  clients: Record<ChannelPlatform, PlatformClient>;
  /** The copy's text as it is posted. */
  textOf: (copyId: string) => Promise<string | undefined>;
  notify: (userId: string, notification: NewNotification) => Promise<unknown>;
  /** Queues the publication's next attempt, `afterSeconds` from now. */
  requeue: (id: string, afterSeconds: number) => Promise<unknown>;
  log: FastifyBaseLogger;
}

/** Waits between attempts whose outcome is unknown: 5 s, 10 s, 20 s, 40 s. */
const backoffSeconds = (attempts: number) => 5 * 2 ** Math.max(0, attempts - 1);

const reconnectWords = (channel: ChannelRow) =>
  `${CHANNEL_LABELS[channel.platform]} no longer accepts Brandcast's access to ${channel.handle}: reconnect it in Settings → Channels, then try again.`;

/**
 * One attempt of one publication, and what follows from the platform's answer. Never twice: an attempt is
 * recorded before the platform is called, each post carries the publication's attempt key, and an attempt after
 * one whose outcome is unknown looks on the platform before posting.
 */
export function createPublisher(deps: PublisherDeps) {
  const { publications, channels, clients, log } = deps;

  /** Runs `call` with the channel's tokens; on a refused token, refreshes once and runs it again. */
  async function withFreshToken<T>(
    channel: ChannelRow,
    auth: ChannelAuth,
    call: (auth: ChannelAuth) => Promise<T>,
  ): Promise<T> {
    try {
      return await call(auth);
    } catch (error) {
      if (!(error instanceof PlatformFailure) || error.kind !== 'auth') throw error;
      const tokens = await clients[channel.platform].refresh(auth);
      await channels.saveTokens(channel.id, tokens);
      return call({ ...auth, ...tokens });
    }
  }

  async function needsReconnect(channel: ChannelRow): Promise<void> {
    if (!(await channels.needsReconnect(channel.id))) return;
    await deps
      .notify(channel.userId, { type: 'warning', title: 'Reconnect a channel', message: reconnectWords(channel) })
      .catch((error: unknown) => log.error({ err: error }, 'publishing: telling the owner to reconnect failed'));
  }

  async function fail(row: PublicationRow, channel: ChannelRow, reason: string): Promise<void> {
    await publications.failed(row.id, reason);
    await deps
      .notify(row.userId, {
        type: 'error',
        title: `A post to ${channel.handle} did not go out`,
        message: reason,
      })
      .catch((error: unknown) => log.error({ err: error }, 'publishing: telling the author failed'));
  }

  /** What follows a failed attempt, by how it failed. */
  async function settle(row: PublicationRow, channel: ChannelRow, error: unknown): Promise<void> {
    const failure =
      error instanceof PlatformFailure
        ? error
        : new PlatformFailure('unknown', `Brandcast stopped while posting (${(error as Error).message}).`);
    if (!(error instanceof PlatformFailure)) log.error({ err: error, publicationId: row.id }, 'publishing failed');
    const label = CHANNEL_LABELS[channel.platform];
    switch (failure.kind) {
      case 'auth':
        await needsReconnect(channel);
        return fail(row, channel, reconnectWords(channel));
      case 'content':
        return fail(row, channel, `${failure.message} Edit the copy, then try again.`);
      case 'rate': {
        const at = new Date(Date.now() + failure.retryAfterSeconds * 1000);
        await publications.again(
          row.id,
          'queued',
          at,
          `${label} asked Brandcast to wait; it goes out at ${at.toISOString()}.`,
        );
        await deps.requeue(row.id, failure.retryAfterSeconds);
        return;
      }
      default: {
        if (row.attempts >= MAX_ATTEMPTS) {
          await publications.failed(
            row.id,
            `Brandcast could not tell whether ${label} posted it (${failure.message}). Look at ${channel.profileUrl ?? channel.handle}: if it is not there, try again.`,
            'unconfirmed',
          );
          return;
        }
        const wait = backoffSeconds(row.attempts);
        await publications.again(
          row.id,
          'unconfirmed',
          new Date(Date.now() + wait * 1000),
          `${failure.message} Brandcast looks on ${label} before trying again.`,
        );
        await deps.requeue(row.id, wait);
      }
    }
  }

  return {
    /** One attempt at the publication, when it is there to take (due, and no other worker has it). */
    async attempt(id: string): Promise<void> {
      const now = new Date();
      const row = await publications.claim(id, now);
      if (!row) return;
      const channel = await channels.byId(row.channelId);
      const text = await deps.textOf(row.copyId);
      if (!channel || text === undefined) return publications.failed(row.id, 'The copy or the channel was deleted.');
      if (channel.state === 'reconnect') return fail(row, channel, reconnectWords(channel));
      const auth = channels.auth(channel);
      if (!auth) {
        await needsReconnect(channel);
        return fail(row, channel, reconnectWords(channel));
      }
      const startedAt = row.attemptStartedAt ?? now;
      const request: PostRequest = { text, attemptKey: row.attemptKey, since: startedAt };
      const lookFirst = startedAt.getTime() !== now.getTime();
      const client = clients[channel.platform];
      try {
        const post: Posted = await withFreshToken(channel, auth, async (current) => {
          const found = lookFirst ? await client.find(current, request) : null;
          return found ?? client.post(current, request);
        });
        await publications.published(row, post);
      } catch (error) {
        await settle(row, channel, error);
      }
    },
  };
}
export type Publisher = ReturnType<typeof createPublisher>;
