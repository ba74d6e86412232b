/** Accounts: users, their sign-in and email tokens, invitations, avatars, notifications, preferences, and the email outbox. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type {
  CollaboratorRole,
  PlanId,
  PlanInterval,
  Preferences,
  Role,
  SubscriptionStatus,
  ToastType,
} from '@brandcast/shared';
import { bytea, timestamptz } from './columns';

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
  planAnchor: timestamptz('plan_anchor')
    .notNull()
    .default(sql`clock_timestamp()`),
  currentPeriodStart: timestamptz('current_period_start')
    .notNull()
    .default(sql`clock_timestamp()`),
  currentPeriodEnd: timestamptz('current_period_end')
    .notNull()
    .default(sql`clock_timestamp() + interval '1 month'`),
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
  createdAt: timestamptz('created_at')
    .notNull()
    .default(sql`clock_timestamp()`),
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

export const notifications = pgTable('notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  type: text('type').$type<ToastType>().notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  read: boolean('read').notNull().default(false),
  createdAt: timestamptz('created_at')
    .notNull()
    .default(sql`clock_timestamp()`),
});
export type NotificationRow = typeof notifications.$inferSelect;

export const userPreferences = pgTable('user_preferences', {
  userId: uuid('user_id').primaryKey(),
  /** Stored as sent (validated); read back over PREFERENCE_DEFAULTS so a key added later has its default. */
  preferences: jsonb('preferences').$type<Partial<Preferences>>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
