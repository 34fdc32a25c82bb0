-- The doubles ranking's kept totals (docs/rules.md#doubles): each player's numbers from
-- doubles tournaments, season by season, kept like the general ranking's (`player_totals`)
-- so that it costs no more to read. A doubles tournament's points count here only; the
-- league and the admin's adjustments count in the general ranking only, so their columns
-- stay 0. Empty when created: no doubles match could be played before.
CREATE TABLE doubles_totals (
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
    PRIMARY KEY (season, player_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX doubles_totals_by_player ON doubles_totals (player_id);
