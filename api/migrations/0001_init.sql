-- Accounts, sessions, password resets, outgoing mail, avatars and brand projects.
-- Names are unqualified: the schema comes from search_path (tests give each file its own schema).

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  role text NOT NULL DEFAULT 'free',
  plan text NOT NULL DEFAULT 'free',
  subscription_status text NOT NULL DEFAULT 'active',
  avatar_url text,
  -- Carried in every token; raising it (on a password reset) signs out every session.
  token_version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_role_check CHECK (role IN ('free', 'premium', 'enterprise', 'admin')),
  CONSTRAINT users_plan_check CHECK (plan IN ('free', 'starter', 'professional', 'enterprise')),
  CONSTRAINT users_subscription_status_check CHECK (subscription_status IN ('active', 'past_due', 'canceled'))
);
CREATE UNIQUE INDEX users_email_key ON users (email);

-- Signed-out tokens (by jti) until they would have expired anyway.
CREATE TABLE revoked_tokens (
  jti uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expires_at_idx ON revoked_tokens (expires_at);

CREATE TABLE password_reset_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX password_reset_tokens_token_hash_key ON password_reset_tokens (token_hash);
CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id);

-- Every email the app sends; without SMTP this is where a local user finds a reset link.
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  link text,
  transport text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient_created_at_idx ON outbox (recipient, created_at DESC);

-- Avatars live in the database so any number of API instances can serve them.
CREATE TABLE avatars (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_type text NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX avatars_user_id_idx ON avatars (user_id);

CREATE TABLE projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  public boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'active',
  type text NOT NULL DEFAULT 'brand_identity',
  due_date date,
  business_name text NOT NULL DEFAULT '',
  what_you_sell text NOT NULL DEFAULT '',
  who_you_sell_to text NOT NULL DEFAULT '',
  problem_you_solve text NOT NULL DEFAULT '',
  unique_value text NOT NULL DEFAULT '',
  price_range text NOT NULL DEFAULT '',
  business_goal text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  business_stage text NOT NULL DEFAULT '',
  -- Share (0-100) of the brand fields filled; kept by the trigger below so lists sort on it in SQL.
  -- Later it also counts a published message and a copy (the trigger function is the one place).
  progress smallint NOT NULL DEFAULT 0,
  name_sort text GENERATED ALWAYS AS (lower(coalesce(nullif(btrim(business_name), ''), 'Untitled Project'))) STORED,
  search_text text GENERATED ALWAYS AS (lower(
    business_name || ' ' || what_you_sell || ' ' || who_you_sell_to || ' ' || problem_you_solve || ' ' ||
    unique_value || ' ' || price_range || ' ' || business_goal || ' ' || location || ' ' || business_stage
  )) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT projects_status_check CHECK (status IN ('draft', 'active', 'archived')),
  CONSTRAINT projects_type_check CHECK (type IN ('brand_identity', 'marketing_campaign', 'content_strategy')),
  CONSTRAINT projects_progress_check CHECK (progress BETWEEN 0 AND 100)
);
CREATE INDEX projects_owner_updated_idx ON projects (owner_id, updated_at DESC, id);
CREATE INDEX projects_owner_created_idx ON projects (owner_id, created_at, id);
CREATE INDEX projects_owner_name_idx ON projects (owner_id, name_sort, id);
CREATE INDEX projects_owner_due_idx ON projects (owner_id, due_date, id);
CREATE INDEX projects_owner_progress_idx ON projects (owner_id, progress, id);
CREATE INDEX projects_owner_status_idx ON projects (owner_id, status);

CREATE FUNCTION project_progress() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.progress := (
    (btrim(NEW.business_name) <> '')::int + (btrim(NEW.what_you_sell) <> '')::int +
    (btrim(NEW.who_you_sell_to) <> '')::int + (btrim(NEW.problem_you_solve) <> '')::int +
    (btrim(NEW.unique_value) <> '')::int + (btrim(NEW.price_range) <> '')::int +
    (btrim(NEW.business_goal) <> '')::int + (btrim(NEW.location) <> '')::int +
    (btrim(NEW.business_stage) <> '')::int
  ) * 100 / 9;
  RETURN NEW;
END;
$$;

CREATE TRIGGER projects_progress BEFORE INSERT OR UPDATE ON projects
  FOR EACH ROW EXECUTE FUNCTION project_progress();
