-- Subscriptions (issue 16): every account's plan, its billing interval and period, a downgrade waiting for
-- the period's end, when a payment started to fail, and the Stripe ids when payments are connected.
-- The plan, role and status columns of 0001 stay where they are: the role follows the plan (PLAN_ROLE in
-- @brandcast/shared) unless an operator made the account admin.
ALTER TABLE users
  ADD COLUMN plan_interval text NOT NULL DEFAULT 'monthly',
  -- When the current plan and interval began: periods and monthly credit slices are counted from here.
  ADD COLUMN plan_anchor timestamptz NOT NULL DEFAULT clock_timestamp(),
  ADD COLUMN current_period_start timestamptz NOT NULL DEFAULT clock_timestamp(),
  ADD COLUMN current_period_end timestamptz NOT NULL DEFAULT clock_timestamp() + interval '1 month',
  -- A downgrade the user asked for: it takes effect when the current period ends.
  ADD COLUMN scheduled_plan text,
  ADD COLUMN scheduled_interval text,
  -- Set when the status became past_due: the plan's features last PAYMENT_GRACE_PERIOD_DAYS from here.
  ADD COLUMN past_due_since timestamptz,
  ADD COLUMN stripe_customer_id text,
  ADD COLUMN stripe_subscription_id text,
  -- The newest Stripe event applied to this account: an older one arriving late changes nothing.
  ADD COLUMN stripe_event_at timestamptz,
  ADD CONSTRAINT users_plan_interval_check CHECK (plan_interval IN ('monthly', 'yearly')),
  ADD CONSTRAINT users_scheduled_plan_check CHECK (scheduled_plan IS NULL OR scheduled_plan IN ('free', 'starter', 'professional', 'enterprise')),
  ADD CONSTRAINT users_scheduled_interval_check CHECK (scheduled_interval IS NULL OR scheduled_interval IN ('monthly', 'yearly'));
CREATE UNIQUE INDEX users_stripe_customer_key ON users (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL;

-- Accounts that existed before: their period starts at their first grant (or sign-up), so their renewal
-- date does not move.
UPDATE users u SET
  plan_anchor = coalesce((SELECT max(created_at) FROM credit_ledger l WHERE l.user_id = u.id AND l.action = 'grant'), u.created_at),
  current_period_start = coalesce((SELECT max(created_at) FROM credit_ledger l WHERE l.user_id = u.id AND l.action = 'grant'), u.created_at),
  current_period_end = coalesce((SELECT max(created_at) FROM credit_ledger l WHERE l.user_id = u.id AND l.action = 'grant'), u.created_at) + interval '1 month';

-- A grant names the monthly slice of the period it is for; one grant per slice, so a grant run twice
-- (two requests at once, a job retried) grants once.
ALTER TABLE credit_ledger ADD COLUMN period_start timestamptz;
UPDATE credit_ledger SET period_start = created_at WHERE action = 'grant';
CREATE UNIQUE INDEX credit_ledger_grant_period_key ON credit_ledger (user_id, period_start) WHERE action = 'grant';

-- Personal API tokens (enterprise and admin): only a SHA-256 of the secret is kept; the secret is shown once.
CREATE TABLE api_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  scope text NOT NULL,
  token_hash text NOT NULL,
  -- The first characters of the secret, so a person can tell their tokens apart.
  prefix text NOT NULL,
  expires_at timestamptz,
  last_used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT api_tokens_scope_check CHECK (scope IN ('read', 'write'))
);
CREATE UNIQUE INDEX api_tokens_hash_key ON api_tokens (token_hash);
CREATE INDEX api_tokens_user_idx ON api_tokens (user_id, created_at DESC);

-- Stripe events already applied: a webhook delivered twice changes nothing the second time.
CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  -- The event's own time (Stripe's `created`): an older event never overwrites a newer one's status.
  created_at timestamptz NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
