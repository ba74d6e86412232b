/** Drizzle's view of the tables that migrations/ creates. The SQL files are the source of truth. */
import { sql } from 'drizzle-orm';
import { boolean, customType, date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  CollaboratorRole,
  PlanId,
  Preferences,
  ProjectStatus,
  ProjectType,
  Role,
  SubscriptionStatus,
  ToastType,
} from '@brandcast/shared';

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
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
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

export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  transport: text('transport').$type<'smtp' | 'log'>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
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

export const schema = { users, revokedTokens, passwordResetTokens, outbox, avatars, projects, projectCollaborators, notifications, userPreferences };
