-- A profile's rank counts the players above it: with the season's totals in order of points,
-- that is a read of the rows above the player's own total, not of every player of the club.
CREATE INDEX player_totals_by_total ON player_totals (season, total);
