-- Camera takes recorded on the teleprompter (issue 18). The video itself is a file under DATA_DIR/recordings,
-- named by the recording's id; this row is what the API knows about it.
CREATE TABLE recordings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  -- The script read in the take; the recording stays when the script goes.
  script_id uuid REFERENCES scripts (id) ON DELETE SET NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 'video/webm' or 'video/mp4', as its bytes say (never the client's word).
  content_type text NOT NULL,
  size_bytes bigint NOT NULL,
  -- The file name the browser sent, for downloads; '' when none.
  file_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT recordings_type_check CHECK (content_type IN ('video/webm', 'video/mp4')),
  CONSTRAINT recordings_size_check CHECK (size_bytes > 0)
);
CREATE INDEX recordings_project_idx ON recordings (project_id, created_at DESC);
