-- Performance sums in 64 bits (issue 27): each number a copy takes is at most PERFORMANCE_MAX (2,000,000,000),
-- so a copy's engagement (five of them) and a project's day (any number of copies) go past 2^31. In 32 bits the
-- first sum past it failed the statement that wrote it: every later edit of the project's numbers, and every
-- click on its tracked links, until the day ended. Now every sum is a bigint.

-- A snapshot's engagement (likes + comments + shares + retweets + clicks), added in 64 bits. A generated
-- column's expression cannot change, so it is dropped (with the indexes that include it) and added again.
ALTER TABLE copy_performance_snapshots DROP COLUMN engagement;
ALTER TABLE copy_performance_snapshots
  ADD COLUMN engagement bigint GENERATED ALWAYS AS (likes::bigint + comments + shares + retweets + clicks) STORED;
CREATE INDEX copy_performance_snapshots_project_at_idx
  ON copy_performance_snapshots (project_id, at) INCLUDE (platform, views, engagement, clicks, source);
CREATE INDEX copy_performance_snapshots_copy_idx ON copy_performance_snapshots (copy_id, at) INCLUDE (views, engagement);
CREATE INDEX copy_performance_snapshots_before_publication_idx ON copy_performance_snapshots (project_id, published_at)
  INCLUDE (at, views, engagement) WHERE at < published_at;

-- The running sums of 0012 in bigints: a row's two arrays are then about 1,600 bytes, still within what an
-- index tuple holds (about 2,700), so the series still reads them by index alone.
ALTER TABLE copy_performance_daily
  ALTER COLUMN views_until TYPE bigint[], ALTER COLUMN engagement_until TYPE bigint[];
ALTER TABLE copy_performance_project_days
  ALTER COLUMN views_until TYPE bigint[], ALTER COLUMN engagement_until TYPE bigint[];

DROP FUNCTION add_from_quarter(integer[], int, integer);
CREATE FUNCTION add_from_quarter(sums bigint[], q int, v bigint) RETURNS bigint[] LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF sums IS NULL THEN sums := array_fill(0::bigint, ARRAY[97]); END IF;
  IF v <> 0 THEN
    FOR i IN q + 2 .. 97 LOOP sums[i] := sums[i] + v; END LOOP;
  END IF;
  RETURN sums;
END;
$$;

DROP AGGREGATE quarter_running_sums(int, integer);
DROP FUNCTION quarter_sums_step(integer[], int, integer);
DROP FUNCTION quarter_sums_final(integer[]);
CREATE FUNCTION quarter_sums_step(state bigint[], q int, v bigint) RETURNS bigint[] LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF state IS NULL THEN state := array_fill(0::bigint, ARRAY[96]); END IF;
  state[q + 1] := state[q + 1] + v;
  RETURN state;
END;
$$;
CREATE FUNCTION quarter_sums_final(state bigint[]) RETURNS bigint[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(s ORDER BY i) FROM (
    SELECT 1 AS i, 0::bigint AS s
    UNION ALL
    SELECT i + 1, (sum(x) OVER (ORDER BY i))::bigint FROM unnest(coalesce(state, array_fill(0::bigint, ARRAY[96]))) WITH ORDINALITY u(x, i)
  ) t
$$;
CREATE AGGREGATE quarter_running_sums(int, bigint) (SFUNC = quarter_sums_step, STYPE = bigint[], FINALFUNC = quarter_sums_final);

-- Top and low performers' index (0010): its engagement added in 64 bits too, as COPY_ENGAGEMENT reads it (in
-- 32 bits a copy with five numbers near the bound could not be saved at all).
DROP INDEX copies_rate_idx;
CREATE INDEX copies_rate_idx ON copies ((((likes::bigint + comments + shares + retweets + clicks)::float8) / views))
  WHERE views >= 100;
