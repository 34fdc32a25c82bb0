-- Seasons (docs/rules.md#seasons): the ranking counts by calendar year in club time (UTC-6).

-- An adjustment counts in the season the admin gives it; the ones made before seasons count
-- in the season they were made in.
ALTER TABLE point_adjustments ADD COLUMN season INTEGER NOT NULL DEFAULT 0;
UPDATE point_adjustments
SET season = CAST(strftime('%Y', created_at - 6 * 3600, 'unixepoch') AS INTEGER);
-- An insert that names no season counts in the season it is made in.
CREATE TRIGGER point_adjustments_default_season AFTER INSERT ON point_adjustments
WHEN NEW.season = 0
BEGIN
    UPDATE point_adjustments
    SET season = CAST(strftime('%Y', NEW.created_at - 6 * 3600, 'unixepoch') AS INTEGER)
    WHERE id = NEW.id;
END;
CREATE INDEX point_adjustments_by_season ON point_adjustments (season, player_id);

-- A past season lists the players approved by its end.
ALTER TABLE players ADD COLUMN approved_at INTEGER;
UPDATE players SET approved_at = created_at WHERE status = 'approved';
-- A player added as approved without saying when was approved as they were added.
CREATE TRIGGER players_default_approved_at AFTER INSERT ON players
WHEN NEW.status = 'approved' AND NEW.approved_at IS NULL
BEGIN
    UPDATE players SET approved_at = NEW.created_at WHERE id = NEW.id;
END;

-- The season's year-end finals for its top 8.
ALTER TABLE tournaments ADD COLUMN finals INTEGER NOT NULL DEFAULT 0 CHECK (finals IN (0, 1));

-- A season's league matches and tournaments are read by date.
CREATE INDEX league_matches_by_date ON league_matches (date);
CREATE INDEX tournaments_by_start ON tournaments (start_date);
