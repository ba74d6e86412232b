-- A new email is confirmed by a link (issue 27, row 13): PATCH /en/user/profile with a new email and the current
-- password stores the change here, pending, and mails a link to the new address; the link's token is stored only
-- as its SHA-256, as a reset token is. token_version is the user's when the change was asked for: a password
-- change or reset raises it, which cancels a change asked for before.
CREATE TABLE email_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  token_hash text NOT NULL,
  token_version integer NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX email_changes_token_hash_key ON email_changes (token_hash);
CREATE INDEX email_changes_user_id_idx ON email_changes (user_id);
