-- Channels and publications (issue 30): an account's connected places to publish, and each copy sent to one.
-- Tokens are sealed (AES-256-GCM, lib/sealed.ts) under a key from the environment: the database alone does
-- not hold a usable token.
CREATE TABLE channels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL,
  -- The platform's address: the Mastodon server or the Bluesky PDS, e.g. https://mastodon.social.
  server text NOT NULL,
  -- The account on the platform: Mastodon's account id, Bluesky's DID. One channel per account per server.
  account_id text NOT NULL,
  handle text NOT NULL,
  display_name text NOT NULL DEFAULT '',
  avatar_url text,
  profile_url text,
  access_token text NOT NULL,
  refresh_token text,
  state text NOT NULL DEFAULT 'connected',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT channels_platform_check CHECK (platform IN ('mastodon', 'bluesky')),
  CONSTRAINT channels_state_check CHECK (state IN ('connected', 'reconnect'))
);
CREATE UNIQUE INDEX channels_account_key ON channels (user_id, platform, server, account_id);

-- Brandcast's registration on each Mastodon server (POST /api/v1/apps), made once per server and redirect.
CREATE TABLE mastodon_apps (
  server text NOT NULL,
  redirect_uri text NOT NULL,
  client_id text NOT NULL,
  client_secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (server, redirect_uri)
);

-- An OAuth sign-in under way: its state, kept server-side, is good once and for ten minutes.
CREATE TABLE channel_auth_states (
  state text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL,
  server text NOT NULL,
  code_verifier text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX channel_auth_states_expires_idx ON channel_auth_states (expires_at);

-- One copy to one channel. attempt_key is sent with the post (Mastodon's Idempotency-Key, Bluesky's record
-- key), so a retry of an attempt whose outcome is unknown cannot post twice.
CREATE TABLE publications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  copy_id uuid NOT NULL REFERENCES copies (id) ON DELETE CASCADE,
  channel_id uuid NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'queued',
  due_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  attempt_key text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  attempt_started_at timestamptz,
  post_id text,
  post_url text,
  error text,
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT publications_state_check
    CHECK (state IN ('queued', 'publishing', 'published', 'failed', 'unconfirmed'))
);
CREATE INDEX publications_copy_idx ON publications (copy_id, created_at);
CREATE INDEX publications_due_idx ON publications (due_at) WHERE state = 'queued';
-- A copy goes to a channel once: a failed publication is tried again in its own row, never as a second one.
CREATE UNIQUE INDEX publications_copy_channel_key ON publications (copy_id, channel_id);
