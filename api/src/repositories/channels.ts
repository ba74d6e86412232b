import fp from 'fastify-plugin';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Channel, ChannelPlatform } from '@brandcast/shared';
import { channelAuthStates, channels, mastodonApps, type ChannelRow } from '../db/schema';
import type { Orm } from '../db/client';
import { seal, sealingKey, unseal } from '../lib/sealed';
import type { ChannelAuth } from '../publishing/platform';

export function toChannel(row: ChannelRow): Channel {
  return {
    id: row.id,
    platform: row.platform,
    server: row.server,
    handle: row.handle,
    displayName: row.displayName,
    avatarUrl: row.avatarUrl,
    profileUrl: row.profileUrl,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ConnectedAccount {
  accountId: string;
  handle: string;
  displayName: string;
  avatarUrl: string | null;
  profileUrl: string | null;
  accessToken: string;
  refreshToken: string | null;
}

/**
 * An account's channels, their OAuth sign-ins under way, and Brandcast's registration on each Mastodon server.
 * Tokens and client secrets are sealed with a key derived from CHANNEL_TOKEN_SECRET.
 */
export function channelsRepository(orm: Orm, secret: string) {
  const key = sealingKey(secret, 'channel-tokens');
  const open = (sealed: string | null) => (sealed === null ? null : unseal(key, sealed));

  return {
    async list(userId: string): Promise<Channel[]> {
      const rows = await orm
        .select()
        .from(channels)
        .where(eq(channels.userId, userId))
        .orderBy(asc(channels.platform), asc(channels.createdAt));
      return rows.map(toChannel);
    },

    async get(userId: string, id: string): Promise<ChannelRow | undefined> {
      const [row] = await orm
        .select()
        .from(channels)
        .where(and(eq(channels.id, id), eq(channels.userId, userId)));
      return row;
    },

    /** Any account's channel: for the publisher, which acts for the channel's owner. */
    async byId(id: string): Promise<ChannelRow | undefined> {
      const [row] = await orm.select().from(channels).where(eq(channels.id, id));
      return row;
    },

    /** Connects the account, or reconnects it (new tokens, state connected) when the user already has it. */
    async connect(
      userId: string,
      platform: ChannelPlatform,
      server: string,
      account: ConnectedAccount,
    ): Promise<Channel> {
      const values = {
        handle: account.handle,
        displayName: account.displayName,
        avatarUrl: account.avatarUrl,
        profileUrl: account.profileUrl,
        accessToken: seal(key, account.accessToken),
        refreshToken: account.refreshToken === null ? null : seal(key, account.refreshToken),
        state: 'connected' as const,
        updatedAt: new Date(),
      };
      const [row] = await orm
        .insert(channels)
        .values({ userId, platform, server, accountId: account.accountId, ...values })
        .onConflictDoUpdate({
          target: [channels.userId, channels.platform, channels.server, channels.accountId],
          set: values,
        })
        .returning();
      return toChannel(row!);
    },

    async disconnect(userId: string, id: string): Promise<boolean> {
      const rows = await orm
        .delete(channels)
        .where(and(eq(channels.id, id), eq(channels.userId, userId)))
        .returning({ id: channels.id });
      return rows.length > 0;
    },

    /** The channel's tokens, unsealed; null when they cannot be read (the secret changed): reconnect it. */
    auth(row: ChannelRow): ChannelAuth | null {
      const accessToken = open(row.accessToken);
      if (accessToken === null) return null;
      return {
        server: row.server,
        accountId: row.accountId,
        handle: row.handle,
        accessToken,
        refreshToken: open(row.refreshToken),
      };
    },

    async saveTokens(id: string, tokens: Pick<ChannelAuth, 'accessToken' | 'refreshToken'>): Promise<void> {
      await orm
        .update(channels)
        .set({
          accessToken: seal(key, tokens.accessToken),
          refreshToken: tokens.refreshToken === null ? null : seal(key, tokens.refreshToken),
          updatedAt: new Date(),
        })
        .where(eq(channels.id, id));
    },

    /** True the first time: the channel was connected and now needs reconnecting. */
    async needsReconnect(id: string): Promise<boolean> {
      const rows = await orm
        .update(channels)
        .set({ state: 'reconnect', updatedAt: new Date() })
        .where(and(eq(channels.id, id), eq(channels.state, 'connected')))
        .returning({ id: channels.id });
      return rows.length > 0;
    },

    async mastodonApp(server: string, redirectUri: string) {
      const [row] = await orm
        .select()
        .from(mastodonApps)
        .where(and(eq(mastodonApps.server, server), eq(mastodonApps.redirectUri, redirectUri)));
      const clientSecret = row ? open(row.clientSecret) : null;
      return row && clientSecret !== null ? { clientId: row.clientId, clientSecret } : undefined;
    },

    async saveMastodonApp(server: string, redirectUri: string, app: { clientId: string; clientSecret: string }) {
      const values = { clientId: app.clientId, clientSecret: seal(key, app.clientSecret) };
      await orm
        .insert(mastodonApps)
        .values({ server, redirectUri, ...values })
        .onConflictDoUpdate({ target: [mastodonApps.server, mastodonApps.redirectUri], set: values });
    },

    async beginSignIn(input: {
      state: string;
      userId: string;
      platform: ChannelPlatform;
      server: string;
      codeVerifier: string;
      expiresAt: Date;
    }): Promise<void> {
      await orm.delete(channelAuthStates).where(lt(channelAuthStates.expiresAt, new Date()));
      await orm.insert(channelAuthStates).values({ ...input, codeVerifier: seal(key, input.codeVerifier) });
    },

    /** The sign-in the state names, taken (good once) while it is under ten minutes old. */
    async takeSignIn(state: string) {
      const [row] = await orm
        .delete(channelAuthStates)
        .where(and(eq(channelAuthStates.state, state), sql`${channelAuthStates.expiresAt} > now()`))
        .returning();
      const codeVerifier = row ? open(row.codeVerifier) : null;
      return row && codeVerifier !== null ? { ...row, codeVerifier } : undefined;
    },
  };
}
export type ChannelsRepository = ReturnType<typeof channelsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    channelsRepository: ChannelsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('channelsRepository', channelsRepository(fastify.db.orm, fastify.config.channelTokenSecret));
  },
  { name: 'channels-repository', dependencies: ['db', 'config'] },
);
