-- Video scripts (issue 18): plain text read on the teleprompter; a line starting with '#' names a section.
-- A script belongs to a project and follows its rights, like messages and copies.
CREATE TABLE scripts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- The brand message it was written from; the script stays when the message goes.
  message_id uuid REFERENCES messages (id) ON DELETE SET NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL DEFAULT '',
  content text NOT NULL,
  -- The length it is meant to run, in seconds.
  target_seconds integer NOT NULL,
  -- Which provider wrote it (NULL: written by hand) and, when the built-in one stood in, why.
  provider text,
  provider_note text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT scripts_target_seconds_check CHECK (target_seconds BETWEEN 1 AND 1800)
);
CREATE INDEX scripts_project_idx ON scripts (project_id, created_at DESC);
CREATE INDEX scripts_message_idx ON scripts (message_id) WHERE message_id IS NOT NULL;
