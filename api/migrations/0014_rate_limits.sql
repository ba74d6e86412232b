-- Rate limits shared by every instance (issue 27): one fixed-window counter per key (a route's limit and the
-- client's address, with the email for sign-in's), counted by an atomic upsert. A row whose window has ended
-- starts again at 1 on its next hit; a sweep deletes the ended ones (plugins/app/rate-limit-sweep.ts).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_resets_at_idx ON rate_limits (resets_at);
