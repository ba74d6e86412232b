-- Brand messages, copies, tracked links and the credit ledger (issue 6).

-- A brand message of a project. user_id is who wrote it; every member of the project sees it
-- (project-access.ts). metrics and score come from POST /message/{id}/test (measured, @brandcast/shared/scoring).
CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  title text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'draft',
  score smallint NOT NULL DEFAULT 0,
  clarity smallint NOT NULL DEFAULT 0,
  impact smallint NOT NULL DEFAULT 0,
  memorability smallint NOT NULL DEFAULT 0,
  -- The measured parts behind the three metrics, as scoreMessage() returns them; NULL until tested.
  score_parts jsonb,
  -- [{ id, content, provider, createdAt }]
  variants jsonb NOT NULL DEFAULT '[]',
  -- Which provider wrote the content (NULL: written by hand) and, when the built-in one stood in, why.
  provider text,
  provider_note text,
  tested_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT messages_type_check CHECK (type IN ('tagline', 'value_proposition')),
  CONSTRAINT messages_status_check CHECK (status IN ('draft', 'published', 'testing', 'archived')),
  CONSTRAINT messages_score_check CHECK (score BETWEEN 0 AND 100 AND clarity BETWEEN 0 AND 100
    AND impact BETWEEN 0 AND 100 AND memorability BETWEEN 0 AND 100)
);
CREATE INDEX messages_project_idx ON messages (project_id, created_at DESC);

-- Copy for one platform, from a message or from the project alone.
CREATE TABLE copies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  message_id uuid REFERENCES messages (id) ON DELETE SET NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  platform text NOT NULL,
  format text NOT NULL DEFAULT 'post',
  title text NOT NULL DEFAULT '',
  content text NOT NULL DEFAULT '',
  hashtags text[] NOT NULL DEFAULT '{}',
  -- As the platform counts it (characterCount() in @brandcast/shared); never above the platform's cap.
  character_count integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'draft',
  published_at timestamptz,
  scheduled_date timestamptz,
  views integer NOT NULL DEFAULT 0,
  likes integer NOT NULL DEFAULT 0,
  shares integer NOT NULL DEFAULT 0,
  comments integer NOT NULL DEFAULT 0,
  retweets integer NOT NULL DEFAULT 0,
  -- Entered or imported clicks; a tracked link's clicks are added to it as they happen.
  clicks integer NOT NULL DEFAULT 0,
  performance_updated_at timestamptz,
  provider text,
  provider_note text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT copies_platform_check CHECK (platform IN ('twitter', 'instagram', 'facebook', 'linkedin', 'tiktok', 'youtube', 'email', 'website')),
  CONSTRAINT copies_format_check CHECK (format IN ('post', 'caption')),
  CONSTRAINT copies_status_check CHECK (status IN ('draft', 'published', 'scheduled')),
  CONSTRAINT copies_scheduled_check CHECK (status <> 'scheduled' OR scheduled_date IS NOT NULL),
  CONSTRAINT copies_performance_check CHECK (views >= 0 AND likes >= 0 AND shares >= 0 AND comments >= 0
    AND retweets >= 0 AND clicks >= 0)
);
CREATE INDEX copies_project_idx ON copies (project_id, created_at DESC);
CREATE INDEX copies_message_idx ON copies (message_id) WHERE message_id IS NOT NULL;
-- The scheduler's queue: due copies, oldest first.
CREATE INDEX copies_due_idx ON copies (scheduled_date) WHERE status = 'scheduled';

-- A tracked link (GET /r/{code}): a split-test link of a message (variant_id NULL = the message itself)
-- or a copy's link. Each click adds one to clicks (and to the copy's clicks).
CREATE TABLE tracked_links (
  code text PRIMARY KEY,
  message_id uuid REFERENCES messages (id) ON DELETE CASCADE,
  variant_id text,
  copy_id uuid REFERENCES copies (id) ON DELETE CASCADE,
  target_url text NOT NULL,
  clicks integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT tracked_links_owner_check CHECK ((message_id IS NULL) <> (copy_id IS NULL))
);
CREATE INDEX tracked_links_message_idx ON tracked_links (message_id) WHERE message_id IS NOT NULL;
CREATE INDEX tracked_links_copy_idx ON tracked_links (copy_id) WHERE copy_id IS NOT NULL;

-- Credits: one row per grant (+) or charge (-), with the balance after it. A user's balance is the
-- balance_after of their newest row; writers lock the user's row first, so balances never interleave.
CREATE TABLE credit_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount integer NOT NULL,
  balance_after integer NOT NULL,
  -- 'grant' (the plan's monthly credits) or a CreditAction (brandMessage, copyGeneration, splitTest, videoScript)
  action text NOT NULL,
  description text NOT NULL,
  -- What the credits paid for (a message or copy id), when there is one.
  ref_id uuid,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT credit_ledger_balance_check CHECK (balance_after >= 0)
);
CREATE INDEX credit_ledger_user_idx ON credit_ledger (user_id, id DESC);

-- Progress counts a published message and a copy (PROGRESS_PARTS = 11).
CREATE OR REPLACE FUNCTION project_content_parts(project uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT (EXISTS (SELECT 1 FROM messages WHERE project_id = project AND status = 'published'))::int
       + (EXISTS (SELECT 1 FROM copies WHERE project_id = project))::int
$$;

-- A message or copy that changes touches its project's row, so the stored progress follows.
CREATE FUNCTION touch_project_progress() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE projects SET progress = progress WHERE id = OLD.project_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.project_id <> OLD.project_id OR TG_TABLE_NAME = 'messages') THEN
    UPDATE projects SET progress = progress WHERE id = NEW.project_id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER messages_progress AFTER INSERT OR DELETE OR UPDATE OF status, project_id ON messages
  FOR EACH ROW EXECUTE FUNCTION touch_project_progress();
CREATE TRIGGER copies_progress AFTER INSERT OR DELETE OR UPDATE OF project_id ON copies
  FOR EACH ROW EXECUTE FUNCTION touch_project_progress();
