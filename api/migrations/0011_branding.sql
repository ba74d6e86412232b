-- Custom branding (issue 16): an owner's logo and brand colour, one row per owner. The colour is stored as
-- shared's BRAND_COLOR_PATTERN accepts it (#rrggbb); the check keeps anything else out of CSS and emails.
-- The logo gets a new id on each upload, so its address changes with it. A downgraded account keeps its row:
-- it is no longer shown, and is shown again after an upgrade.
CREATE TABLE brandings (
  user_id uuid PRIMARY KEY,
  color text CHECK (color IS NULL OR color ~ '^#[0-9a-f]{6}$'),
  logo_id uuid,
  logo_content_type text,
  logo_data bytea,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX brandings_logo_id ON brandings (logo_id);

-- Emails may carry an HTML part (a branded invitation); the outbox keeps it next to the text.
ALTER TABLE outbox ADD COLUMN html text;
