-- A project's brand voice (issue 13): tone on two scales (0 formal … 100 casual, 0 serious … 100 playful;
-- 50 neutral) and words to use and to avoid, followed by both writers. Existing projects get the neutral voice.
ALTER TABLE projects
  ADD COLUMN voice jsonb NOT NULL DEFAULT '{"formality": 50, "playfulness": 50, "wordsToUse": [], "wordsToAvoid": []}'::jsonb;
