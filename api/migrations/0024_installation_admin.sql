-- Who administers this installation (issue 28): an administrator changes any account's plan from the app
-- (Settings → Accounts) while payments are not connected. Not the 'admin' role, which is a plan's access
-- (every feature) that `npm run plan -- --admin` grants. A new installation's first sign-up becomes its
-- administrator (repositories/users.ts, under a lock so two at once cannot both be first); an installation
-- that already has accounts: its oldest account.
ALTER TABLE users ADD COLUMN is_admin boolean NOT NULL DEFAULT false;
UPDATE users SET is_admin = true WHERE id = (SELECT id FROM users ORDER BY created_at, id LIMIT 1);
CREATE INDEX users_admins_idx ON users (created_at) WHERE is_admin;
