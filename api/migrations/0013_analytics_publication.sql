-- Analytics at scale, continued (issue 17): the heatmap without a look-up per copy, and the insights' message
-- rule by index alone.

-- The heatmap counts what the copies published in the range recorded within it: their totals less what they
-- recorded before the range. A copy published in the range recorded that before its publication too, so each
-- snapshot keeps its copy's publication time (kept in step, like project_id and platform), and the snapshots
-- recorded before their copy's publication have an index of their own, by project and publication: the
-- heatmap reads them in one range scan instead of looking up each of its copies' snapshots.
ALTER TABLE copy_performance_snapshots ADD COLUMN published_at timestamptz;

CREATE FUNCTION stamp_copy_publication() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT published_at INTO NEW.published_at FROM copies WHERE id = NEW.copy_id;
  RETURN NEW;
END;
$$;

CREATE TRIGGER copy_performance_snapshots_published BEFORE INSERT ON copy_performance_snapshots
  FOR EACH ROW EXECUTE FUNCTION stamp_copy_publication();

-- A copy moved to another platform or project takes its history along (0010); published, scheduled for
-- publication or published again, its snapshots follow its publication time. Two updates, so that
-- publishing does not rewrite the daily sums (their trigger runs on a change of project or platform).
CREATE OR REPLACE FUNCTION follow_copy_snapshots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.platform <> OLD.platform OR NEW.project_id <> OLD.project_id THEN
    UPDATE copy_performance_snapshots SET platform = NEW.platform, project_id = NEW.project_id WHERE copy_id = NEW.id;
  END IF;
  IF NEW.published_at IS DISTINCT FROM OLD.published_at THEN
    UPDATE copy_performance_snapshots SET published_at = NEW.published_at WHERE copy_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER copies_snapshots_follow ON copies;
CREATE TRIGGER copies_snapshots_follow AFTER UPDATE OF platform, project_id, published_at ON copies
  FOR EACH ROW EXECUTE FUNCTION follow_copy_snapshots();

UPDATE copy_performance_snapshots s SET published_at = c.published_at
FROM copies c WHERE c.id = s.copy_id AND c.published_at IS NOT NULL;

CREATE INDEX copy_performance_snapshots_before_publication_idx ON copy_performance_snapshots (project_id, published_at)
  INCLUDE (at, views, engagement) WHERE at < published_at;

-- The insights' message rule sums each message's copies: from this index alone.
DROP INDEX copies_message_idx;
CREATE INDEX copies_message_idx ON copies (message_id) INCLUDE (project_id, views, likes, comments, shares, retweets, clicks)
  WHERE message_id IS NOT NULL;
