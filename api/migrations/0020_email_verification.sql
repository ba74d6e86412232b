-- A confirmed email address (issue 27): the account works at once, and sharing a project, creating API tokens and
-- paying for a plan wait for the link a sign-up mails. Accounts made before this count as unconfirmed (their owners
-- see the notice and confirm with one click), except those whose address came through an email change's link
-- (migration 0019), which proved it already.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users
SET email_verified_at = email_changes.used_at
FROM email_changes
WHERE email_changes.user_id = users.id AND email_changes.used_at IS NOT NULL AND email_changes.new_email = users.email;

-- A sign-up's confirmation links; the token only as its SHA-256, as a reset token is. `email` is the address the
-- link was sent to: after an email change it confirms nothing.
CREATE TABLE email_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX email_verifications_token_hash_key ON email_verifications (token_hash);
CREATE INDEX email_verifications_user_id_idx ON email_verifications (user_id);

-- Sharing a project with someone who has no account yet: the invitation waits here (a seat of the owner's team)
-- until they register through its link, or confirm that address on an account made another way; then they are a
-- collaborator and the row goes. The link's token only as its SHA-256.
CREATE TABLE project_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL,
  token_hash text NOT NULL,
  invited_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT project_invitations_role_check CHECK (role IN ('editor', 'viewer'))
);
CREATE UNIQUE INDEX project_invitations_token_hash_key ON project_invitations (token_hash);
CREATE UNIQUE INDEX project_invitations_project_email_key ON project_invitations (project_id, email);
CREATE INDEX project_invitations_email_idx ON project_invitations (email);
