-- Paid calls are safe to retry (issue 27): a POST that spends credits, sent with an Idempotency-Key, stores its
-- first answer here; the same key from the same account within 24 hours answers it again and charges nothing.
-- status_code NULL: the first request is still running.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status_code smallint,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
