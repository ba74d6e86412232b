-- One analytics export runs at a time per account (issue 27): six started in 0.4 s all ran, each up to five
-- minutes of database time. A job left generating by a process that died is failed first (the app reports such
-- a job as failed after ten minutes anyway), and only the newest of several running ones is kept running.
UPDATE analytics_exports SET state = 'failed' WHERE state = 'generating' AND created_at < now() - interval '10 minutes';
UPDATE analytics_exports e SET state = 'failed'
WHERE e.state = 'generating'
  AND EXISTS (
    SELECT 1 FROM analytics_exports o
    WHERE o.user_id = e.user_id AND o.state = 'generating' AND (o.created_at, o.id) > (e.created_at, e.id)
  );
CREATE UNIQUE INDEX analytics_exports_one_running_idx ON analytics_exports (user_id) WHERE state = 'generating';
