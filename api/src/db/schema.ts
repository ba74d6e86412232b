/** Drizzle's view of the tables that migrations/ creates. The SQL files are the source of truth. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BRAND_VOICE_DEFAULT } from '@brandcast/shared';
import type {
  BrandVoice,
  CollaboratorRole,
  CopyFormat,
  CopyStatus,
  CreditLedgerAction,
  MessageStatus,
  MessageType,
  MessageVariant,
  Platform,
  ProviderName,
  PlanId,
  PlanInterval,
  Preferences,
  ProjectStatus,
  ProjectType,
  Role,
  SubscriptionStatus,
  ToastType,
} from '@brandcast/shared';
import type { MessageScore } from '@brandcast/shared/scoring';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  role: text('role').$type<Role>().notNull().default('free'),
  plan: text('plan').$type<PlanId>().notNull().default('free'),
  subscriptionStatus: text('subscription_status').$type<SubscriptionStatus>().notNull().default('active'),
  avatarUrl: text('avatar_url'),
  tokenVersion: integer('token_version').notNull().default(0),
  /** The session that last changed the password: its tokens outlive that change's token_version (migration 0015). */
  passwordSessionId: uuid('password_session_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  // The subscription (migration 0009).
  planInterval: text('plan_interval').$type<PlanInterval>().notNull().default('monthly'),
  planAnchor: timestamptz('plan_anchor').notNull().default(sql`clock_timestamp()`),
  currentPeriodStart: timestamptz('current_period_start').notNull().default(sql`clock_timestamp()`),
  currentPeriodEnd: timestamptz('current_period_end').notNull().default(sql`clock_timestamp() + interval '1 month'`),
  scheduledPlan: text('scheduled_plan').$type<PlanId>(),
  scheduledInterval: text('scheduled_interval').$type<PlanInterval>(),
  pastDueSince: timestamptz('past_due_since'),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  stripeEventAt: timestamptz('stripe_event_at'),
  /** When the address was confirmed by a link (migration 0020); null: not yet. */
  emailVerifiedAt: timestamptz('email_verified_at'),
  // Two-factor sign-in (migration 0021): the TOTP secret sealed (lib/sealed.ts), pending until enabled; the
  // last time step a code was accepted for (a code works once).
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamptz('totp_enabled_at'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** Administers this installation (migration 0024): changes any account's plan while payments are not connected. */
  isAdmin: boolean('is_admin').notNull().default(false),
});
export type UserRow = typeof users.$inferSelect;

export const revokedTokens = pgTable('revoked_tokens', {
  jti: uuid('jti').primaryKey(),
  userId: uuid('user_id').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** An email change waiting for its link (migration 0019); the token only as its SHA-256. */
export const emailChanges = pgTable('email_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull(),
  /** The user's token_version when it was asked for: a password change since cancels it. */
  tokenVersion: integer('token_version').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** A sign-up's confirmation link (migration 0020): the token only as its SHA-256; the address it was sent to. */
export const emailVerifications = pgTable('email_verifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** A project shared with an address that has no account yet (migration 0020); the token only as its SHA-256. */
export const projectInvitations = pgTable('project_invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id').notNull(),
  email: text('email').notNull(),
  role: text('role').$type<CollaboratorRole>().notNull(),
  tokenHash: text('token_hash').notNull(),
  invitedBy: uuid('invited_by').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: timestamptz('created_at').notNull().default(sql`clock_timestamp()`),
});

/** A two-factor recovery code (migration 0021): only its SHA-256; used_at once spent. */
export const recoveryCodes = pgTable('recovery_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  /** The HTML part, when the email has one (a branded invitation). */
  html: text('html'),
  transport: text('transport').$type<'smtp' | 'log'>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** When SMTP took it (or it was logged); null while its job waits or retries. */
  deliveredAt: timestamptz('delivered_at'),
  /** Why the last try failed. */
  deliveryError: text('delivery_error'),
});

export const avatars = pgTable('avatars', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

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
  nameSort: text('name_sort').generatedAlwaysAs(sql`lower(coalesce(nullif(btrim(business_name), ''), 'Untitled Project'))`),
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
    createdAt: timestamptz('created_at').notNull().default(sql`clock_timestamp()`),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.userId] })],
);

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  type: text('type').$type<ToastType>().notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  read: boolean('read').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().default(sql`clock_timestamp()`),
});
export type NotificationRow = typeof notifications.$inferSelect;

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id').primaryKey(),
  /** Stored as sent (validated); read back over PREFERENCE_DEFAULTS so a key added later has its default. */
  preferences: jsonb('preferences').$type<Partial<Preferences>>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

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
  createdAt: timestamptz('created_at').notNull().default(sql`clock_timestamp()`),
  updatedAt: timestamptz('updated_at').notNull().default(sql`clock_timestamp()`),
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
  createdAt: timestamptz('created_at').notNull().default(sql`clock_timestamp()`),
  updatedAt: timestamptz('updated_at').notNull().default(sql`clock_timestamp()`),
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
  createdAt: timestamptz('created_at').notNull().default(sql`clock_timestamp()`),
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
  hashtags: text('hashtags').array().notNull().default(sql`'{}'`),
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
  createdAt: timestamptz('created_at').notNull().default(sql`clock_timestamp()`),
  updatedAt: timestamptz('updated_at').notNull().default(sql`clock_timestamp()`),
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
  createdAt: timestamptz('created_at').notNull().default(sql`clock_timestamp()`),
});
export type TrackedLinkRow = typeof trackedLinks.$inferSelect;

/** One row per visitor, link and day (UTC): a click counts when its row is new. See 0005_link_visits.sql. */
export const trackedLinkVisits = pgTable(
  'tracked_link_visits',
  {
    code: text('code').notNull(),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull().default(sql`(now() AT TIME ZONE 'UTC')::date`),
  },
  (table) => [primaryKey({ columns: [table.code, table.visitor, table.day] })],
);

export const creditLedger = pgTable('credit_ledger', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id').notNull(),
  amount: integer('amount').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  action: text('action').$type<CreditLedgerAction>().notNull(),
  description: text('description').notNull(),
  refId: uuid('ref_id'),
  createdAt: timestamptz('created_at').notNull().default(sql`clock_timestamp()`),
  /** A grant's monthly slice of the subscription period (one grant per slice). */
  periodStart: timestamptz('period_start'),
});
export type CreditLedgerRow = typeof creditLedger.$inferSelect;

export const apiTokens = pgTable('api_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  scope: text('scope').$type<'read' | 'write'>().notNull(),
  tokenHash: text('token_hash').notNull(),
  prefix: text('prefix').notNull(),
  expiresAt: timestamptz('expires_at'),
  lastUsedAt: timestamptz('last_used_at'),
  createdAt: timestamptz('created_at').notNull().default(sql`clock_timestamp()`),
});
export type ApiTokenRow = typeof apiTokens.$inferSelect;

export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  appliedAt: timestamptz('applied_at').notNull().default(sql`clock_timestamp()`),
});

/** An owner's custom branding (0011_branding.sql): kept after a downgrade, shown only while the plan has it. */
export const brandings = pgTable('brandings', {
  userId: uuid('user_id').primaryKey(),
  color: text('color'),
  logoId: uuid('logo_id'),
  logoContentType: text('logo_content_type'),
  logoData: bytea('logo_data'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const schema = { users, revokedTokens, passwordResetTokens, outbox, avatars, projects, projectCollaborators, notifications, userPreferences, messages, copies, trackedLinks, creditLedger, apiTokens, stripeEvents, brandings };
