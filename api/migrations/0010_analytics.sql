-- Analytics on real data (issue 17): copy performance over time and an activity log.

-- Every change of a copy's performance numbers, dated: what the change added (the new running total minus
-- the old), so a day's figure is the sum of that day's rows and all rows of a copy sum to its totals.
-- Written by the triggers below, whatever changed the numbers (hand entry, a CSV import, a tracked link's
-- click); an import with a date column dates its rows by it (the brandcast.snapshot_at setting).
-- project_id and platform are the copy's, kept here so analytics aggregate one table by one index.
CREATE TABLE copy_performance_snapshots (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  copy_id uuid NOT NULL REFERENCES copies (id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  platform text NOT NULL,
  at timestamptz NOT NULL,
  -- 'entry' (typed in), 'import' (a CSV), 'link' (a tracked link's click), 'initial' (before this table).
  source text NOT NULL,
  views integer NOT NULL DEFAULT 0,
  likes integer NOT NULL DEFAULT 0,
  shares integer NOT NULL DEFAULT 0,
  comments integer NOT NULL DEFAULT 0,
  retweets integer NOT NULL DEFAULT 0,
  clicks integer NOT NULL DEFAULT 0,
  -- likes + comments + shares + retweets + clicks (ENGAGEMENT_FIELDS in @brandcast/shared).
  engagement integer GENERATED ALWAYS AS (likes + comments + shares + retweets + clicks) STORED,
  CONSTRAINT copy_performance_snapshots_source_check CHECK (source IN ('entry', 'import', 'link', 'initial'))
);
-- Every analytics read is "these projects, between these times": an index-only scan with the sums' columns.
CREATE INDEX copy_performance_snapshots_project_at_idx
  ON copy_performance_snapshots (project_id, at) INCLUDE (platform, views, engagement, clicks, source);
CREATE INDEX copy_performance_snapshots_copy_idx ON copy_performance_snapshots (copy_id, at);

CREATE FUNCTION record_copy_performance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at_setting text := nullif(current_setting('brandcast.snapshot_at', true), '');
  source_setting text := nullif(current_setting('brandcast.snapshot_source', true), '');
  old_views integer := 0; old_likes integer := 0; old_shares integer := 0;
  old_comments integer := 0; old_retweets integer := 0; old_clicks integer := 0;
  kind text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    old_views := OLD.views; old_likes := OLD.likes; old_shares := OLD.shares;
    old_comments := OLD.comments; old_retweets := OLD.retweets; old_clicks := OLD.clicks;
  END IF;
  IF NEW.views = old_views AND NEW.likes = old_likes AND NEW.shares = old_shares AND NEW.comments = old_comments
     AND NEW.retweets = old_retweets AND NEW.clicks = old_clicks THEN
    RETURN NULL;
  END IF;
  kind := coalesce(source_setting, 'entry');
  -- Only the link changes a linked copy's clicks (a hand entry or import of other clicks is refused).
  IF source_setting IS NULL AND TG_OP = 'UPDATE' AND NEW.clicks <> old_clicks AND NEW.views = old_views
     AND NEW.likes = old_likes AND NEW.shares = old_shares AND NEW.comments = old_comments
     AND NEW.retweets = old_retweets AND EXISTS (SELECT 1 FROM tracked_links WHERE copy_id = NEW.id) THEN
    kind := 'link';
  END IF;
  INSERT INTO copy_performance_snapshots (copy_id, project_id, platform, at, source, views, likes, shares, comments, retweets, clicks)
  VALUES (NEW.id, NEW.project_id, NEW.platform,
    CASE WHEN kind = 'import' AND at_setting IS NOT NULL THEN at_setting::timestamptz
         WHEN TG_OP = 'INSERT' THEN coalesce(NEW.performance_updated_at, NEW.created_at)
         ELSE now() END,
    kind, NEW.views - old_views, NEW.likes - old_likes, NEW.shares - old_shares, NEW.comments - old_comments,
    NEW.retweets - old_retweets, NEW.clicks - old_clicks);
  RETURN NULL;
END;
$$;

CREATE TRIGGER copies_performance_recorded AFTER INSERT OR UPDATE OF views, likes, shares, comments, retweets, clicks ON copies
  FOR EACH ROW EXECUTE FUNCTION record_copy_performance();

-- A copy moved to another platform or project takes its history along.
CREATE FUNCTION follow_copy_snapshots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.platform <> OLD.platform OR NEW.project_id <> OLD.project_id THEN
    UPDATE copy_performance_snapshots SET platform = NEW.platform, project_id = NEW.project_id WHERE copy_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER copies_snapshots_follow AFTER UPDATE OF platform, project_id ON copies
  FOR EACH ROW EXECUTE FUNCTION follow_copy_snapshots();

-- Existing copies: one snapshot of their totals at their lastUpdated.
INSERT INTO copy_performance_snapshots (copy_id, project_id, platform, at, source, views, likes, shares, comments, retweets, clicks)
SELECT id, project_id, platform, coalesce(performance_updated_at, updated_at), 'initial', views, likes, shares, comments, retweets, clicks
FROM copies
WHERE views + likes + shares + comments + retweets + clicks > 0;

-- Who did what to which item, and when: every change of a project, message, copy, script or collaborator.
-- A person sees their own actions and those on the projects they are a member of. The project and the
-- item's title are kept as they were, so an entry still reads after its item is deleted.
CREATE TABLE activity_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
  project_id uuid REFERENCES projects (id) ON DELETE SET NULL,
  -- project, message, copy, script, collaborator
  item_type text NOT NULL,
  item_id uuid,
  -- created, updated, deleted, published, ... (ACTIVITY_ACTIONS in @brandcast/shared)
  action text NOT NULL,
  item_title text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT activity_log_item_type_check CHECK (item_type IN ('project', 'message', 'copy', 'script', 'collaborator'))
);
CREATE INDEX activity_log_actor_idx ON activity_log (actor_id, created_at DESC);
CREATE INDEX activity_log_project_idx ON activity_log (project_id, created_at DESC);

-- Analytics' other reads: a member's copies and messages by project and time.
CREATE INDEX copies_project_published_idx ON copies (project_id, published_at)
  INCLUDE (views, likes, comments, shares, retweets, clicks) WHERE published_at IS NOT NULL;

-- Analytics exports (POST /analytics/export): a job the caller follows until its file is ready; the file
-- is downloaded from a short-lived signed address. Kept a day (the scheduler removes older ones).
CREATE TABLE analytics_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  format text NOT NULL,
  range text NOT NULL,
  state text NOT NULL DEFAULT 'generating',
  percentage smallint NOT NULL DEFAULT 0,
  filename text,
  content text,
  error text,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT analytics_exports_format_check CHECK (format IN ('csv', 'json')),
  CONSTRAINT analytics_exports_state_check CHECK (state IN ('generating', 'completed', 'failed')),
  CONSTRAINT analytics_exports_percentage_check CHECK (percentage BETWEEN 0 AND 100)
);
CREATE INDEX analytics_exports_user_idx ON analytics_exports (user_id, created_at DESC);

-- Each UTC day's sums per project and platform, kept by the triggers below from the snapshots. A total over
-- any span (performance_between) reads the whole UTC days inside it here and only its two partial days from
-- the snapshots, so a year costs a few hundred rows per project, exactly, in any time zone.
CREATE TABLE copy_performance_daily (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  platform text NOT NULL,
  day date NOT NULL,
  views bigint NOT NULL DEFAULT 0,
  engagement bigint NOT NULL DEFAULT 0,
  clicks bigint NOT NULL DEFAULT 0,
  -- Clicks counted by tracked links (the funnel's visits).
  visits bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, day, platform)
);
-- Read by index alone: a project's days in a range with their sums.
CREATE INDEX copy_performance_daily_sums_idx ON copy_performance_daily (project_id, day) INCLUDE (platform, views, engagement, clicks, visits);

CREATE FUNCTION roll_copy_performance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE copy_performance_daily SET views = views - OLD.views, engagement = engagement - OLD.engagement,
      clicks = clicks - OLD.clicks, visits = visits - CASE WHEN OLD.source = 'link' THEN OLD.clicks ELSE 0 END
    WHERE project_id = OLD.project_id AND platform = OLD.platform AND day = (OLD.at AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO copy_performance_daily AS d (project_id, platform, day, views, engagement, clicks, visits)
    VALUES (NEW.project_id, NEW.platform, (NEW.at AT TIME ZONE 'UTC')::date, NEW.views, NEW.engagement, NEW.clicks,
            CASE WHEN NEW.source = 'link' THEN NEW.clicks ELSE 0 END)
    ON CONFLICT (project_id, day, platform) DO UPDATE SET views = d.views + EXCLUDED.views,
      engagement = d.engagement + EXCLUDED.engagement, clicks = d.clicks + EXCLUDED.clicks, visits = d.visits + EXCLUDED.visits;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER copy_performance_snapshots_rolled AFTER INSERT OR DELETE OR UPDATE OF project_id, platform, at, views, likes, shares, comments, retweets, clicks, source
  ON copy_performance_snapshots FOR EACH ROW EXECUTE FUNCTION roll_copy_performance();

INSERT INTO copy_performance_daily (project_id, platform, day, views, engagement, clicks, visits)
SELECT project_id, platform, (at AT TIME ZONE 'UTC')::date, sum(views), sum(engagement), sum(clicks),
       sum(CASE WHEN source = 'link' THEN clicks ELSE 0 END)
FROM copy_performance_snapshots GROUP BY 1, 2, 3;

-- The sums of these projects' snapshots recorded in [a, b], per project and platform.
CREATE FUNCTION performance_between(projects uuid[], a timestamptz, b timestamptz)
RETURNS TABLE (project_id uuid, platform text, views bigint, engagement bigint, clicks bigint, visits bigint)
LANGUAGE sql STABLE AS $$
  WITH edges AS (
    SELECT (date_trunc('day', a AT TIME ZONE 'UTC') + interval '1 day')::date AS first_full,
           date_trunc('day', b AT TIME ZONE 'UTC')::date AS last_part
  ), parts AS (
    -- Whole UTC days strictly inside the span.
    SELECT d.project_id, d.platform, d.views, d.engagement, d.clicks, d.visits
    FROM copy_performance_daily d
    WHERE d.project_id = ANY (projects)
      AND d.day >= (SELECT first_full FROM edges) AND d.day < (SELECT last_part FROM edges)
    UNION ALL
    -- Its start until the first whole day (or all of it, when it has no whole day).
    SELECT s.project_id, s.platform, s.views, s.engagement, s.clicks, CASE WHEN s.source = 'link' THEN s.clicks ELSE 0 END
    FROM copy_performance_snapshots s
    WHERE s.project_id = ANY (projects) AND s.at >= a AND s.at <= b
      AND s.at < (SELECT CASE WHEN first_full < last_part THEN first_full AT TIME ZONE 'UTC' ELSE 'infinity' END FROM edges)
    UNION ALL
    -- Its last, partial day.
    SELECT s.project_id, s.platform, s.views, s.engagement, s.clicks, CASE WHEN s.source = 'link' THEN s.clicks ELSE 0 END
    FROM copy_performance_snapshots s
    WHERE s.project_id = ANY (projects) AND s.at <= b
      AND s.at >= (SELECT CASE WHEN first_full < last_part THEN last_part AT TIME ZONE 'UTC' ELSE 'infinity' END FROM edges)
  )
  SELECT project_id, platform, sum(views)::bigint, sum(engagement)::bigint, sum(clicks)::bigint, sum(visits)::bigint
  FROM parts GROUP BY 1, 2
$$;

-- Top and low performers: copies with enough views walked in order of their engagement rate.
CREATE INDEX copies_rate_idx ON copies ((((likes + comments + shares + retweets + clicks)::float8) / views))
  WHERE views >= 100;
