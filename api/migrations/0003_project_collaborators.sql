-- Collaborators on a project (issue 5) and progress over eleven parts instead of nine.

-- Who else may see a project: editors change it (not its public switch), viewers only read. The owner is
-- never a row here (projects.owner_id); the API keeps it so. The plan's team size bounds the rows.
CREATE TABLE project_collaborators (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (project_id, user_id),
  CONSTRAINT project_collaborators_role_check CHECK (role IN ('editor', 'viewer'))
);
-- The shared half of a user's project list, and the role lookup of every project route.
CREATE INDEX project_collaborators_user_idx ON project_collaborators (user_id, project_id, role);

-- The parts of progress that come from a project's content: one for a published message, one for a copy.
-- There are no messages or copies tables yet, so 0. Issue 6 replaces this function (CREATE OR REPLACE) to
-- look at them, and has their triggers touch the project row (UPDATE projects SET progress = progress
-- WHERE id = ...) so the stored progress follows.
CREATE FUNCTION project_content_parts(project uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT 0
$$;

-- round(100 x (brand fields filled + a published message + a copy) / 11): PROGRESS_PARTS in @brandcast/shared.
CREATE OR REPLACE FUNCTION project_progress() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.progress := round((
    (btrim(NEW.business_name) <> '')::int + (btrim(NEW.what_you_sell) <> '')::int +
    (btrim(NEW.who_you_sell_to) <> '')::int + (btrim(NEW.problem_you_solve) <> '')::int +
    (btrim(NEW.unique_value) <> '')::int + (btrim(NEW.price_range) <> '')::int +
    (btrim(NEW.business_goal) <> '')::int + (btrim(NEW.location) <> '')::int +
    (btrim(NEW.business_stage) <> '')::int + project_content_parts(NEW.id)
  ) * 100.0 / 11);
  RETURN NEW;
END;
$$;

-- The trigger recomputes every stored progress (updated_at is the app's, so it does not move).
UPDATE projects SET progress = progress;
