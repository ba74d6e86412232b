/** Projects and what is written in them: messages, scripts, recordings, copies and their tracked links. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { BRAND_VOICE_DEFAULT } from '@brandcast/shared';
import type {
  BrandVoice,
  CollaboratorRole,
  CopyFormat,
  CopyStatus,
  MessageStatus,
  MessageType,
  MessageVariant,
  Platform,
  ProviderName,
  ProjectStatus,
  ProjectType,
} from '@brandcast/shared';
import type { MessageScore } from '@brandcast/shared/scoring';
import { timestamptz } from './columns';

export const projects = pgTable('projects', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id').notNull(),
  public: boolean('public').notNull().default(false),
  status: text('status').$type<ProjectStatus>().notNull().default('active'),
  type: text('type').$type<ProjectType>().notNull().default('brand_identity'),
  dueDate: date('due_date', { mode: 'string' }),
  businessName: text('business_name').notNull().default(''),
  whatYouSell: text('what_you_sell').notNull().default(''),
  whoYouSellTo: text('who_you_sell_to').notNull().default(''),
  problemYouSolve: text('problem_you_solve').notNull().default(''),
  uniqueValue: text('unique_value').notNull().default(''),
  priceRange: text('price_range').notNull().default(''),
  businessGoal: text('business_goal').notNull().default(''),
  location: text('location').notNull().default(''),
  businessStage: text('business_stage').notNull().default(''),
  /** The brand voice both writers follow (migration 0008). */
  voice: jsonb('voice').$type<BrandVoice>().notNull().default(BRAND_VOICE_DEFAULT),
  /** Maintained by the project_progress() trigger: round(100 x filled parts / PROGRESS_PARTS). */
  progress: smallint('progress').notNull().default(0),
  nameSort: text('name_sort').generatedAlwaysAs(
    sql`lower(coalesce(nullif(btrim(business_name), ''), 'Untitled Project'))`,
  ),
  searchText: text('search_text').generatedAlwaysAs(sql`lower(business_name || ' ' || what_you_sell || ...)`),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type ProjectRow = typeof projects.$inferSelect;

/** Users a project is shared with; the owner is never a row here. */
export const projectCollaborators = pgTable(
  'project_collaborators',
  {
    projectId: uuid('project_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').$type<CollaboratorRole>().notNull(),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.userId] })],
);

export const messages = pgTable('messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id').notNull(),
  userId: uuid('user_id').notNull(),
  type: text('type').$type<MessageType>().notNull(),
  title: text('title').notNull().default(''),
  content: text('content').notNull().default(''),
  status: text('status').$type<MessageStatus>().notNull().default('draft'),
  score: smallint('score').notNull().default(0),
  clarity: smallint('clarity').notNull().default(0),
  impact: smallint('impact').notNull().default(0),
  memorability: smallint('memorability').notNull().default(0),
  scoreParts: jsonb('score_parts').$type<MessageScore['parts']>(),
  variants: jsonb('variants').$type<MessageVariant[]>().notNull().default([]),
  provider: text('provider').$type<ProviderName>(),
  providerNote: text('provider_note'),
  testedAt: timestamptz('tested_at'),
  createdAt: timestamptz('created_at')
    .notNull()
    .default(sql`clock_timestamp()`),
  updatedAt: timestamptz('updated_at')
    .notNull()
    .default(sql`clock_timestamp()`),
});
export type MessageRow = typeof messages.$inferSelect;

/** Video scripts (migration 0006): plain text, `#` lines name sections. */
export const scripts = pgTable('scripts', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id').notNull(),
  messageId: uuid('message_id'),
  userId: uuid('user_id').notNull(),
  title: text('title').notNull().default(''),
  content: text('content').notNull(),
  targetSeconds: integer('target_seconds').notNull(),
  provider: text('provider').$type<ProviderName>(),
  providerNote: text('provider_note'),
  createdAt: timestamptz('created_at')
    .notNull()
    .default(sql`clock_timestamp()`),
  updatedAt: timestamptz('updated_at')
    .notNull()
    .default(sql`clock_timestamp()`),
});
export type ScriptRow = typeof scripts.$inferSelect;

/** Camera takes (migration 0007); the video is a file under DATA_DIR/recordings named by the id. */
export const recordings = pgTable('recordings', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id').notNull(),
  scriptId: uuid('script_id'),
  userId: uuid('user_id').notNull(),
  contentType: text('content_type').$type<'video/webm' | 'video/mp4'>().notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  fileName: text('file_name').notNull().default(''),
  createdAt: timestamptz('created_at')
    .notNull()
    .default(sql`clock_timestamp()`),
});
export type RecordingRow = typeof recordings.$inferSelect;

export const copies = pgTable('copies', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id').notNull(),
  messageId: uuid('message_id'),
  userId: uuid('user_id').notNull(),
  platform: text('platform').$type<Platform>().notNull(),
  format: text('format').$type<CopyFormat>().notNull().default('post'),
  title: text('title').notNull().default(''),
  content: text('content').notNull().default(''),
  hashtags: text('hashtags')
    .array()
    .notNull()
    .default(sql`'{}'`),
  characterCount: integer('character_count').notNull().default(0),
  status: text('status').$type<CopyStatus>().notNull().default('draft'),
  publishedAt: timestamptz('published_at'),
  scheduledDate: timestamptz('scheduled_date'),
  views: integer('views').notNull().default(0),
  likes: integer('likes').notNull().default(0),
  shares: integer('shares').notNull().default(0),
  comments: integer('comments').notNull().default(0),
  retweets: integer('retweets').notNull().default(0),
  clicks: integer('clicks').notNull().default(0),
  performanceUpdatedAt: timestamptz('performance_updated_at'),
  provider: text('provider').$type<ProviderName>(),
  providerNote: text('provider_note'),
  createdAt: timestamptz('created_at')
    .notNull()
    .default(sql`clock_timestamp()`),
  updatedAt: timestamptz('updated_at')
    .notNull()
    .default(sql`clock_timestamp()`),
});
export type CopyRow = typeof copies.$inferSelect;

/** A tracked link: of a message (variantId null = the message itself, else one of its variants) or of a copy. */
export const trackedLinks = pgTable('tracked_links', {
  code: text('code').primaryKey(),
  messageId: uuid('message_id'),
  variantId: text('variant_id'),
  copyId: uuid('copy_id'),
  targetUrl: text('target_url').notNull(),
  clicks: integer('clicks').notNull().default(0),
  createdAt: timestamptz('created_at')
    .notNull()
    .default(sql`clock_timestamp()`),
});
export type TrackedLinkRow = typeof trackedLinks.$inferSelect;

/** One row per visitor, link and day (UTC): a click counts when its row is new. See 0005_link_visits.sql. */
export const trackedLinkVisits = pgTable(
  'tracked_link_visits',
  {
    code: text('code').notNull(),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' })
      .notNull()
      .default(sql`(now() AT TIME ZONE 'UTC')::date`),
  },
  (table) => [primaryKey({ columns: [table.code, table.visitor, table.day] })],
);
