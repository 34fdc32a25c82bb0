-- A player's league results by date: a result written in one season brings that season's
-- kept totals up to date from that season's rows only (src/db/totals.rs, `refresh_in`). Each
-- index keeps the one it replaces as its prefix, so every query that used it still can.
CREATE INDEX league_matches_by_player1_date ON league_matches (player1_id, date);
CREATE INDEX league_matches_by_player2_date ON league_matches (player2_id, date);
DROP INDEX league_matches_by_player1;
DROP INDEX league_matches_by_player2;
