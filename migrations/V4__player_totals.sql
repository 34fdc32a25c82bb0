-- Each player's totals per season, kept up to date in the transaction of every write that
-- changes them (src/db/totals.rs). They stay derived: `tournament-hub check` recomputes them
-- from the results and repairs any difference. Filled by the program right after this
-- migration.
CREATE TABLE player_totals (
    player_id          INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    season             INTEGER NOT NULL,
    tournament_points  INTEGER NOT NULL DEFAULT 0,
    league_sets        INTEGER NOT NULL DEFAULT 0,
    walkovers          INTEGER NOT NULL DEFAULT 0,
    walkover_penalty   INTEGER NOT NULL DEFAULT 0,
    adjustments        INTEGER NOT NULL DEFAULT 0,
    played             INTEGER NOT NULL DEFAULT 0,
    won                INTEGER NOT NULL DEFAULT 0,
    lost               INTEGER NOT NULL DEFAULT 0,
    drawn              INTEGER NOT NULL DEFAULT 0,
    total              INTEGER NOT NULL DEFAULT 0,
    -- A season's rows lie together: a ranking reads them in one range.
    PRIMARY KEY (season, player_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX player_totals_by_player ON player_totals (player_id);
