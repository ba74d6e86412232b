/** Credits, API tokens, Stripe events and custom branding. */
import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CreditLedgerAction } from '@brandcast/shared';
import { bytea, timestamptz } from './columns';

export const creditLedger = pgTable('credit_ledger', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id').notNull(),
  amount: integer('amount').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  action: text('action').$type<CreditLedgerAction>().notNull(),
  description: text('description').notNull(),
  refId: uuid('ref_id'),
  createdAt: timestamptz('created_at')
    .notNull()
    .default(sql`clock_timestamp()`),
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
  createdAt: timestamptz('created_at')
    .notNull()
    .default(sql`clock_timestamp()`),
});
export type ApiTokenRow = typeof apiTokens.$inferSelect;

export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  appliedAt: timestamptz('applied_at')
    .notNull()
    .default(sql`clock_timestamp()`),
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
