-- An email is written to the outbox when it is asked for, and delivered by a job of the durable queue
-- (plugins/app/jobs.ts): when it went out, or why the last try failed. Emails from before were sent or
-- logged when they were written.
ALTER TABLE outbox ADD COLUMN delivered_at timestamptz;
ALTER TABLE outbox ADD COLUMN delivery_error text;
UPDATE outbox SET delivered_at = created_at;
