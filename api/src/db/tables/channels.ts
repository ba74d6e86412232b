/** Channels and publications (issue 30): migrations/0025_channels.sql. */
import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { ChannelPlatform, ChannelState, PublicationState } from '@brandcast/shared';
import { timestamptz } from './columns';

const now = sql`clock_timestamp()`;

export const channels = pgTable('channels', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  platform: text('platform').$type<ChannelPlatform>().notNull(),
  server: text('server').notNull(),
  accountId: text('account_id').notNull(),
  handle: text('handle').notNull(),
  displayName: text('display_name').notNull().default(''),
  avatarUrl: text('avatar_url'),
  profileUrl: text('profile_url'),
  /** Sealed (lib/sealed.ts). */
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token'),
  state: text('state').$type<ChannelState>().notNull().default('connected'),
  createdAt: timestamptz('created_at').notNull().default(now),
  updatedAt: timestamptz('updated_at').notNull().default(now),
});
export type ChannelRow = typeof channels.$inferSelect;

export const mastodonApps = pgTable(
  'mastodon_apps',
  {
    server: text('server').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    clientId: text('client_id').notNull(),
    /** Sealed. */
    clientSecret: text('client_secret').notNull(),
    createdAt: timestamptz('created_at').notNull().default(now),
  },
  (table) => [primaryKey({ columns: [table.server, table.redirectUri] })],
);

export const channelAuthStates = pgTable('channel_auth_states', {
  state: text('state').primaryKey(),
  userId: uuid('user_id').notNull(),
  platform: text('platform').$type<ChannelPlatform>().notNull(),
  server: text('server').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const publications = pgTable('publications', {
  id: uuid('id').primaryKey().defaultRandom(),
  copyId: uuid('copy_id').notNull(),
  channelId: uuid('channel_id').notNull(),
  userId: uuid('user_id').notNull(),
  state: text('state').$type<PublicationState>().notNull().default('queued'),
  dueAt: timestamptz('due_at').notNull().default(now),
  attemptKey: text('attempt_key').notNull(),
  attempts: integer('attempts').notNull().default(0),
  attemptStartedAt: timestamptz('attempt_started_at'),
  postId: text('post_id'),
  postUrl: text('post_url'),
  error: text('error'),
  publishedAt: timestamptz('published_at'),
  createdAt: timestamptz('created_at').notNull().default(now),
  updatedAt: timestamptz('updated_at').notNull().default(now),
});
export type PublicationRow = typeof publications.$inferSelect;
