-- Two-factor sign-in with an authenticator app (issue 27): the user's TOTP secret, sealed with AES-256-GCM under a
-- key derived from JWT_SECRET (lib/sealed.ts), pending while totp_enabled_at is null; the last time step a code was
-- accepted for, so a code works once; and the recovery codes, each only as its SHA-256 and usable once.
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_enabled_at timestamptz;
ALTER TABLE users ADD COLUMN totp_last_step bigint;

CREATE TABLE recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX recovery_codes_user_code_key ON recovery_codes (user_id, code_hash);
