-- Who followed a tracked link on a day, so each visitor's click counts once a day (split tests and copy
-- clicks measure people, not reloads). A visitor is a keyed hash of their address and browser: no address is
-- stored. The scheduler deletes days before yesterday.
CREATE TABLE tracked_link_visits (
  code text NOT NULL REFERENCES tracked_links (code) ON DELETE CASCADE,
  visitor text NOT NULL,
  day date NOT NULL DEFAULT (now() AT TIME ZONE 'UTC')::date,
  PRIMARY KEY (code, visitor, day)
);
CREATE INDEX tracked_link_visits_day_idx ON tracked_link_visits (day);
