-- Analytics at scale (issue 17): sums the per-day series can read in any time zone, a daily rollup without
-- the platform column, the history of project statuses, and an index for the heatmap.

-- The quarter hour (0-95) of its UTC day an instant falls in. Every time zone in use today is a whole number
-- of quarter hours from UTC (+5:30, +5:45, -3:30 included), so its midnights are quarter-hour boundaries.
CREATE FUNCTION utc_quarter(t timestamptz) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT (extract(hour FROM t AT TIME ZONE 'UTC') * 4 + floor(extract(minute FROM t AT TIME ZONE 'UTC') / 15))::int
$$;

-- Running sums within a UTC day: element q + 1 (q = 0..96) is what was recorded that day before q quarter
-- hours (so element 1 is 0 and element 97 the day's total). add_from_quarter adds v, recorded in quarter q,
-- to every boundary after it. Integers, not bigints, so that a row's two arrays (800 bytes) fit the index
-- the series reads them from alone: one project's views (or engagement) of one UTC day must stay under
-- 2,147,483,648.
CREATE FUNCTION add_from_quarter(sums integer[], q int, v integer) RETURNS integer[] LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF sums IS NULL THEN sums := array_fill(0, ARRAY[97]); END IF;
  IF v <> 0 THEN
    FOR i IN q + 2 .. 97 LOOP sums[i] := sums[i] + v; END LOOP;
  END IF;
  RETURN sums;
END;
$$;

-- The same in bulk (the backfill): an aggregate of (quarter, value) rows into the running sums.
CREATE FUNCTION quarter_sums_step(state integer[], q int, v integer) RETURNS integer[] LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF state IS NULL THEN state := array_fill(0, ARRAY[96]); END IF;
  state[q + 1] := state[q + 1] + v;
  RETURN state;
END;
$$;
CREATE FUNCTION quarter_sums_final(state integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(s ORDER BY i) FROM (
    SELECT 1 AS i, 0 AS s
    UNION ALL
    SELECT i + 1, (sum(x) OVER (ORDER BY i))::int FROM unnest(coalesce(state, array_fill(0, ARRAY[96]))) WITH ORDINALITY u(x, i)
  ) t
$$;
CREATE AGGREGATE quarter_running_sums(int, integer) (SFUNC = quarter_sums_step, STYPE = integer[], FINALFUNC = quarter_sums_final);

-- The per-platform daily sums of 0010 get the running sums too (the series filtered by platform), read by
-- index alone.
ALTER TABLE copy_performance_daily ADD COLUMN views_until integer[], ADD COLUMN engagement_until integer[];

-- Each project's UTC day, all platforms together: the unfiltered reads (overview, funnel, projects, the
-- series) read a fifth to an eighth of the rows the per-platform table holds, by the key alone (index-only).
CREATE TABLE copy_performance_project_days (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  day date NOT NULL,
  views bigint NOT NULL DEFAULT 0,
  engagement bigint NOT NULL DEFAULT 0,
  clicks bigint NOT NULL DEFAULT 0,
  visits bigint NOT NULL DEFAULT 0,
  views_until integer[] NOT NULL,
  engagement_until integer[] NOT NULL,
  PRIMARY KEY (project_id, day) INCLUDE (views, engagement, clicks, visits, views_until, engagement_until)
);

CREATE OR REPLACE FUNCTION roll_copy_performance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  q int;
  d date;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    q := utc_quarter(OLD.at);
    d := (OLD.at AT TIME ZONE 'UTC')::date;
    UPDATE copy_performance_daily SET views = views - OLD.views, engagement = engagement - OLD.engagement,
      clicks = clicks - OLD.clicks, visits = visits - CASE WHEN OLD.source = 'link' THEN OLD.clicks ELSE 0 END,
      views_until = add_from_quarter(views_until, q, -OLD.views), engagement_until = add_from_quarter(engagement_until, q, -OLD.engagement)
    WHERE project_id = OLD.project_id AND platform = OLD.platform AND day = d;
    UPDATE copy_performance_project_days SET views = views - OLD.views, engagement = engagement - OLD.engagement,
      clicks = clicks - OLD.clicks, visits = visits - CASE WHEN OLD.source = 'link' THEN OLD.clicks ELSE 0 END,
      views_until = add_from_quarter(views_until, q, -OLD.views), engagement_until = add_from_quarter(engagement_until, q, -OLD.engagement)
    WHERE project_id = OLD.project_id AND day = d;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    q := utc_quarter(NEW.at);
    d := (NEW.at AT TIME ZONE 'UTC')::date;
    INSERT INTO copy_performance_daily AS r (project_id, platform, day, views, engagement, clicks, visits, views_until, engagement_until)
    VALUES (NEW.project_id, NEW.platform, d, NEW.views, NEW.engagement, NEW.clicks, CASE WHEN NEW.source = 'link' THEN NEW.clicks ELSE 0 END,
            add_from_quarter(NULL, q, NEW.views), add_from_quarter(NULL, q, NEW.engagement))
    ON CONFLICT (project_id, day, platform) DO UPDATE SET views = r.views + EXCLUDED.views,
      engagement = r.engagement + EXCLUDED.engagement, clicks = r.clicks + EXCLUDED.clicks, visits = r.visits + EXCLUDED.visits,
      views_until = add_from_quarter(r.views_until, q, NEW.views), engagement_until = add_from_quarter(r.engagement_until, q, NEW.engagement);
    INSERT INTO copy_performance_project_days AS r (project_id, day, views, engagement, clicks, visits, views_until, engagement_until)
    VALUES (NEW.project_id, d, NEW.views, NEW.engagement, NEW.clicks, CASE WHEN NEW.source = 'link' THEN NEW.clicks ELSE 0 END,
            add_from_quarter(NULL, q, NEW.views), add_from_quarter(NULL, q, NEW.engagement))
    ON CONFLICT (project_id, day) DO UPDATE SET views = r.views + EXCLUDED.views,
      engagement = r.engagement + EXCLUDED.engagement, clicks = r.clicks + EXCLUDED.clicks, visits = r.visits + EXCLUDED.visits,
      views_until = add_from_quarter(r.views_until, q, NEW.views), engagement_until = add_from_quarter(r.engagement_until, q, NEW.engagement);
  END IF;
  RETURN NULL;
END;
$$;

-- Both rollups written again from the snapshots: the backfill below, and bulk loads that write snapshots
-- with the trigger off (npm run bench:analytics).
CREATE FUNCTION rebuild_copy_performance_sums() RETURNS void LANGUAGE sql AS $$
  DELETE FROM copy_performance_daily;
  DELETE FROM copy_performance_project_days;
  INSERT INTO copy_performance_daily (project_id, platform, day, views, engagement, clicks, visits, views_until, engagement_until)
  SELECT project_id, platform, (at AT TIME ZONE 'UTC')::date, sum(views), sum(engagement), sum(clicks),
         sum(CASE WHEN source = 'link' THEN clicks ELSE 0 END),
         quarter_running_sums(utc_quarter(at), views), quarter_running_sums(utc_quarter(at), engagement)
  FROM copy_performance_snapshots GROUP BY 1, 2, 3;
  INSERT INTO copy_performance_project_days (project_id, day, views, engagement, clicks, visits, views_until, engagement_until)
  SELECT project_id, (at AT TIME ZONE 'UTC')::date, sum(views), sum(engagement), sum(clicks),
         sum(CASE WHEN source = 'link' THEN clicks ELSE 0 END),
         quarter_running_sums(utc_quarter(at), views), quarter_running_sums(utc_quarter(at), engagement)
  FROM copy_performance_snapshots GROUP BY 1, 2;
$$;
SELECT rebuild_copy_performance_sums();
CREATE INDEX copy_performance_daily_series_idx ON copy_performance_daily (project_id, platform, day)
  INCLUDE (views, engagement, views_until, engagement_until);

-- The sums of these projects' snapshots recorded in [a, b], per project (all platforms): whole UTC days from
-- copy_performance_project_days, the partial ones from the snapshots (as performance_between, per platform).
CREATE FUNCTION project_performance_between(projects uuid[], a timestamptz, b timestamptz)
RETURNS TABLE (project_id uuid, views bigint, engagement bigint, clicks bigint, visits bigint)
LANGUAGE sql STABLE AS $$
  WITH edges AS (
    SELECT (date_trunc('day', a AT TIME ZONE 'UTC') + interval '1 day')::date AS first_full,
           date_trunc('day', b AT TIME ZONE 'UTC')::date AS last_part
  ), parts AS (
    SELECT d.project_id, d.views, d.engagement, d.clicks, d.visits
    FROM copy_performance_project_days d
    WHERE d.project_id = ANY (projects)
      AND d.day >= (SELECT first_full FROM edges) AND d.day < (SELECT last_part FROM edges)
    UNION ALL
    SELECT s.project_id, s.views, s.engagement, s.clicks, CASE WHEN s.source = 'link' THEN s.clicks ELSE 0 END
    FROM copy_performance_snapshots s
    WHERE s.project_id = ANY (projects) AND s.at >= a AND s.at <= b
      AND s.at < (SELECT CASE WHEN first_full < last_part THEN first_full AT TIME ZONE 'UTC' ELSE 'infinity' END FROM edges)
    UNION ALL
    SELECT s.project_id, s.views, s.engagement, s.clicks, CASE WHEN s.source = 'link' THEN s.clicks ELSE 0 END
    FROM copy_performance_snapshots s
    WHERE s.project_id = ANY (projects) AND s.at <= b
      AND s.at >= (SELECT CASE WHEN first_full < last_part THEN last_part AT TIME ZONE 'UTC' ELSE 'infinity' END FROM edges)
  )
  SELECT project_id, sum(views)::bigint, sum(engagement)::bigint, sum(clicks)::bigint, sum(visits)::bigint
  FROM parts GROUP BY 1
$$;

-- Each project's status over time, so "active projects" a period ago is what was active then. Written by a
-- trigger on every insert and status change, whatever made it. Projects that existed before this migration
-- have one row, their current status since their creation: their earlier changes were never recorded.
CREATE TABLE project_status_history (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  status text NOT NULL,
  since timestamptz NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (project_id, since, id)
);

CREATE FUNCTION record_project_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO project_status_history (project_id, status, since)
    VALUES (NEW.id, NEW.status, CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE clock_timestamp() END);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER projects_status_recorded AFTER INSERT OR UPDATE OF status ON projects
  FOR EACH ROW EXECUTE FUNCTION record_project_status();

INSERT INTO project_status_history (project_id, status, since) SELECT id, status, created_at FROM projects;

-- The heatmap counts what its copies recorded before the range to take it off their totals: by copy, read
-- from the index alone.
DROP INDEX copy_performance_snapshots_copy_idx;
CREATE INDEX copy_performance_snapshots_copy_idx ON copy_performance_snapshots (copy_id, at) INCLUDE (views, engagement);

-- Copies per platform (GET /analytics/platforms) and the copies made each day of one platform (the series
-- filtered by platform), read by index alone.
CREATE INDEX copies_project_platform_idx ON copies (project_id, platform, created_at);

-- Analytics exports are kept a day: removed by the analytics repository's hourly sweep (and when the user
-- starts another), not by the scheduler as 0010 said.
CREATE INDEX analytics_exports_created_idx ON analytics_exports (created_at);
