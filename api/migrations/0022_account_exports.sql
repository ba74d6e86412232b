-- An account's data as one archive (issue 27): POST /account/export starts a row here, which runAccountExport
-- (repositories/account/run-export.ts) fills part after part, recording which part it is at, then stores the
-- archive (a .tar.gz of JSON files) in the row. One runs at a time per account (the unique index below); a new
-- export removes the account's earlier ones, and the sweep removes any older than ACCOUNT_EXPORT_KEPT_HOURS. The
-- row goes with its user (ON DELETE CASCADE).
CREATE TABLE account_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'generating',
  -- The part being written ('copies'), and how many of parts_total are written.
  part text,
  parts_done smallint NOT NULL DEFAULT 0,
  parts_total smallint NOT NULL,
  filename text,
  archive bytea,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- Set by each run as it starts: a run older than the process's time limit was lost with its process.
  started_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT account_exports_state_check CHECK (state IN ('generating', 'completed', 'failed')),
  CONSTRAINT account_exports_parts_check CHECK (parts_done BETWEEN 0 AND parts_total)
);
CREATE INDEX account_exports_user_idx ON account_exports (user_id, created_at DESC);
CREATE UNIQUE INDEX account_exports_one_running_idx ON account_exports (user_id) WHERE state = 'generating';
