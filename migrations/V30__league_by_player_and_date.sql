-- A result written in one season brings that season's kept totals up to date from that
-- season's rows only (src/db/totals.rs, `refresh_in`), for every player of its tournament.
-- A player's league results by date, holding every column the totals read, so a season's
-- rows come from the index alone, without a seek into the table for each; and a player's
-- tournaments from their matches, from the index alone too. Each index keeps the one it
-- replaces as its prefix, so every query that used it still can.
CREATE INDEX league_matches_by_player1_date ON league_matches
    (player1_id, date, status, player2_id, player1_sets_won, player2_sets_won, winner_id);
CREATE INDEX league_matches_by_player2_date ON league_matches
    (player2_id, date, status, player1_id, player1_sets_won, player2_sets_won, winner_id);
DROP INDEX league_matches_by_player1;
DROP INDEX league_matches_by_player2;
CREATE INDEX matches_by_player1_tournament ON matches (player1_id, tournament_id);
CREATE INDEX matches_by_player2_tournament ON matches (player2_id, tournament_id);
DROP INDEX matches_by_player1;
DROP INDEX matches_by_player2;
