-- Notifications (spec sections 3, 4, 9) and per-user preferences (spec section 2, /settings/preferences).

-- A user's notifications, newest first; the app keeps at most NOTIFICATIONS_MAX (50) per user, pruning the
-- oldest in the transaction that adds one. clock_timestamp(), not now(): two added in one transaction
-- still have an order.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  title text NOT NULL,
  message text NOT NULL,
  read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT notifications_type_check CHECK (type IN ('success', 'error', 'warning', 'info'))
);
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC, id DESC);

-- The settings page's preferences as one JSON object; a user without a row has the spec's defaults.
CREATE TABLE user_preferences (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  preferences jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
