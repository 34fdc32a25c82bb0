-- Ids only grow (decisions §12): a deleted tournament's, player's, match's or league match's
-- id is never given again, so old links, shares and calendar UIDs keep their meaning. SQLite
-- gives a new row the largest id + 1, which is the deleted one after the newest row goes;
-- with AUTOINCREMENT it gives one above the largest id it ever gave (kept in sqlite_sequence).
--
-- SQLite adds AUTOINCREMENT only by rebuilding a table. This runs in the migration's
-- transaction with foreign keys on, where dropping a table deletes its rows first and so
-- cascades to every table that references it (dropping `tournaments` would empty `matches`).
-- So every table in that reach is set aside, dropped children first (nothing is left to
-- cascade to), created again with its exact definition, filled back with the same rows and
-- ids, and given back its indexes and triggers (a dropped table takes its own with it).
-- Checks of foreign keys wait for the commit, which fails if a single reference is broken.
PRAGMA defer_foreign_keys = ON;

-- 1. Set every row aside, as it is.
CREATE TABLE v7_players AS SELECT * FROM players;
CREATE TABLE v7_avatars AS SELECT * FROM avatars;
CREATE TABLE v7_point_adjustments AS SELECT * FROM point_adjustments;
CREATE TABLE v7_tournaments AS SELECT * FROM tournaments;
CREATE TABLE v7_tournament_groups AS SELECT * FROM tournament_groups;
CREATE TABLE v7_tournament_players AS SELECT * FROM tournament_players;
CREATE TABLE v7_matches AS SELECT * FROM matches;
CREATE TABLE v7_league_matches AS SELECT * FROM league_matches;
CREATE TABLE v7_player_totals AS SELECT * FROM player_totals;

-- 2. Drop the tables, children first. A knockout match names the match its winner moves on
-- to (`next_match_id`, set to NULL when that match goes, which its CHECK on `next_slot`
-- would refuse): those links are cleared first, with the table's update trigger out of the
-- way so the revision stays as it is. Without an index on the column, dropping `matches`
-- would search the whole table for every row it deletes.
DROP TRIGGER matches_update_revision;
UPDATE matches SET next_match_id = NULL, next_slot = NULL WHERE next_match_id IS NOT NULL;
CREATE INDEX v7_matches_by_next ON matches (next_match_id);
DROP TABLE player_totals;
DROP TABLE avatars;
DROP TABLE point_adjustments;
DROP TABLE tournament_players;
DROP TABLE matches;
DROP TABLE tournament_groups;
DROP TABLE tournaments;
DROP TABLE league_matches;
DROP TABLE players;

-- 3. The same tables, the four whose ids people see now with AUTOINCREMENT. Columns keep
-- their order (later migrations' columns at the end), so the rows go back as they were.
CREATE TABLE players (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    name           TEXT    NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 100),
    email          TEXT    CHECK (email IS NULL OR length(email) <= 254),
    date_of_birth  TEXT    CHECK (date_of_birth IS NULL OR date(date_of_birth) = date_of_birth),
    best_hand      TEXT    NOT NULL DEFAULT 'right' CHECK (best_hand IN ('right', 'left')),
    status         TEXT    NOT NULL DEFAULT 'approved' CHECK (status IN ('pending', 'approved')),
    invitation_id  INTEGER REFERENCES invitations (id) ON DELETE SET NULL,
    created_at     INTEGER NOT NULL DEFAULT (unixepoch()),
    approved_at    INTEGER
) STRICT;

CREATE TABLE avatars (
    player_id  INTEGER PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
    hash       TEXT    NOT NULL,
    jpeg       BLOB    NOT NULL CHECK (length(jpeg) > 0)
) STRICT;

CREATE TABLE point_adjustments (
    id          INTEGER PRIMARY KEY,
    player_id   INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    amount      INTEGER NOT NULL CHECK (amount <> 0),
    reason      TEXT    CHECK (reason IS NULL OR length(reason) <= 200),
    created_at  INTEGER NOT NULL DEFAULT (unixepoch()),
    season      INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE tournaments (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    name             TEXT    NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 120),
    status           TEXT    NOT NULL CHECK (status IN ('draft', 'coming_soon', 'active', 'completed')),
    start_date       TEXT    NOT NULL CHECK (date(start_date) = start_date),
    player_count     INTEGER NOT NULL CHECK (player_count BETWEEN 2 AND 64),
    tournament_type  TEXT    NOT NULL CHECK (tournament_type IN ('hybrid', 'single_elimination')),
    buy_in           INTEGER NOT NULL DEFAULT 0 CHECK (buy_in >= 0),
    bag_price        INTEGER NOT NULL DEFAULT 0 CHECK (bag_price >= 0),
    champion_id      INTEGER REFERENCES players (id) ON DELETE RESTRICT,
    created_at       INTEGER NOT NULL DEFAULT (unixepoch()),
    finals           INTEGER NOT NULL DEFAULT 0 CHECK (finals IN (0, 1)),
    CHECK (tournament_type <> 'hybrid' OR player_count IN (8, 12, 16, 20))
) STRICT;

CREATE TABLE tournament_groups (
    id             INTEGER PRIMARY KEY,
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    position       INTEGER NOT NULL CHECK (position >= 0),
    name           TEXT    NOT NULL,
    UNIQUE (tournament_id, position)
) STRICT;

CREATE TABLE tournament_players (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    player_id      INTEGER NOT NULL REFERENCES players (id) ON DELETE RESTRICT,
    seed           INTEGER NOT NULL CHECK (seed >= 1),
    group_id       INTEGER REFERENCES tournament_groups (id) ON DELETE SET NULL,
    slot           INTEGER NOT NULL CHECK (slot >= 0),
    PRIMARY KEY (tournament_id, player_id),
    UNIQUE (tournament_id, seed),
    UNIQUE (tournament_id, slot)
) STRICT, WITHOUT ROWID;

CREATE TABLE matches (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    group_id       INTEGER REFERENCES tournament_groups (id) ON DELETE CASCADE,
    stage          TEXT    NOT NULL CHECK (stage IN ('group', 'round_of_qualification', 'round_of_64',
                                   'round_of_32', 'round_of_16', 'quarterfinal', 'semifinal', 'final')),
    round          INTEGER NOT NULL CHECK (round >= 1),
    week           INTEGER NOT NULL CHECK (week >= 1),
    slot           INTEGER NOT NULL CHECK (slot >= 0),
    player1_id     INTEGER REFERENCES players (id) ON DELETE RESTRICT,
    player2_id     INTEGER REFERENCES players (id) ON DELETE RESTRICT,
    player1_label  TEXT,
    player2_label  TEXT,
    winner_id      INTEGER REFERENCES players (id) ON DELETE RESTRICT,
    status         TEXT    NOT NULL CHECK (status IN ('scheduled', 'pending', 'completed')),
    score          TEXT,
    is_bye         INTEGER NOT NULL DEFAULT 0 CHECK (is_bye IN (0, 1)),
    walkover       INTEGER NOT NULL DEFAULT 0 CHECK (walkover IN (0, 1)),
    player1_sets   INTEGER CHECK (player1_sets >= 0),
    player2_sets   INTEGER CHECK (player2_sets >= 0),
    player1_games  INTEGER CHECK (player1_games >= 0),
    player2_games  INTEGER CHECK (player2_games >= 0),
    next_match_id  INTEGER REFERENCES matches (id) ON DELETE SET NULL,
    next_slot      INTEGER CHECK (next_slot IN (1, 2)),
    completed_at   INTEGER,
    CHECK (winner_id IS NULL OR winner_id = player1_id OR winner_id = player2_id),
    CHECK (player1_id IS NULL OR player2_id IS NULL OR player1_id <> player2_id),
    CHECK ((status = 'completed') = (winner_id IS NOT NULL)),
    CHECK ((next_match_id IS NULL) = (next_slot IS NULL))
) STRICT;

CREATE TABLE league_matches (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    player1_id        INTEGER NOT NULL REFERENCES players (id) ON DELETE RESTRICT,
    player2_id        INTEGER NOT NULL REFERENCES players (id) ON DELETE RESTRICT,
    date              TEXT    NOT NULL CHECK (date(date) = date),
    time              TEXT    CHECK (time IS NULL OR time GLOB '[0-2][0-9]:[0-5][0-9]'),
    cancha            INTEGER CHECK (cancha IS NULL OR cancha BETWEEN 1 AND 14),
    status            TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed')),
    set_scores        TEXT    CHECK (set_scores IS NULL OR json_valid(set_scores)),
    player1_sets_won  INTEGER CHECK (player1_sets_won BETWEEN 0 AND 3),
    player2_sets_won  INTEGER CHECK (player2_sets_won BETWEEN 0 AND 3),
    winner_id         INTEGER REFERENCES players (id) ON DELETE RESTRICT,
    created_at        INTEGER NOT NULL DEFAULT (unixepoch()),
    completed_at      INTEGER,
    first_recorded_at INTEGER,
    CHECK (player1_id <> player2_id),
    CHECK (winner_id IS NULL OR winner_id = player1_id OR winner_id = player2_id),
    CHECK ((status = 'completed') = (set_scores IS NOT NULL))
) STRICT;

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

-- 4. The rows back, parents first, with their ids; no trigger exists yet to fire.
INSERT INTO players SELECT * FROM v7_players;
INSERT INTO avatars SELECT * FROM v7_avatars;
INSERT INTO point_adjustments SELECT * FROM v7_point_adjustments;
INSERT INTO tournaments SELECT * FROM v7_tournaments;
INSERT INTO tournament_groups SELECT * FROM v7_tournament_groups;
INSERT INTO tournament_players SELECT * FROM v7_tournament_players;
INSERT INTO matches SELECT * FROM v7_matches;
INSERT INTO league_matches SELECT * FROM v7_league_matches;
INSERT INTO player_totals SELECT * FROM v7_player_totals;

DROP TABLE v7_players;
DROP TABLE v7_avatars;
DROP TABLE v7_point_adjustments;
DROP TABLE v7_tournaments;
DROP TABLE v7_tournament_groups;
DROP TABLE v7_tournament_players;
DROP TABLE v7_matches;
DROP TABLE v7_league_matches;
DROP TABLE v7_player_totals;

-- 5. The ids given so far. The rows put back set each table's mark to its largest id. A
-- league match deleted since is still named by its history: its id is not given again either,
-- or the new match would inherit the old one's history.
INSERT INTO sqlite_sequence (name, seq)
SELECT 'league_matches', 0
WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'league_matches');
UPDATE sqlite_sequence
SET seq = max(seq, (SELECT coalesce(max(league_match_id), 0) FROM league_history))
WHERE name = 'league_matches';

-- 6. The indexes, as V1, V3, V4 and V6 made them.
CREATE INDEX players_by_status ON players (status, name);
CREATE INDEX point_adjustments_by_player ON point_adjustments (player_id);
CREATE INDEX tournaments_by_status ON tournaments (status, start_date);
CREATE INDEX tournament_players_by_player ON tournament_players (player_id);
CREATE INDEX matches_by_tournament ON matches (tournament_id, round, slot);
CREATE INDEX matches_by_player1 ON matches (player1_id);
CREATE INDEX matches_by_player2 ON matches (player2_id);
CREATE INDEX league_matches_listing ON league_matches (status DESC, date DESC, id DESC);
CREATE INDEX league_matches_by_player1 ON league_matches (player1_id);
CREATE INDEX league_matches_by_player2 ON league_matches (player2_id);
CREATE INDEX point_adjustments_by_season ON point_adjustments (season, player_id);
CREATE INDEX league_matches_by_date ON league_matches (date);
CREATE INDEX tournaments_by_start ON tournaments (start_date);
CREATE INDEX player_totals_by_player ON player_totals (player_id);
CREATE INDEX avatars_hash ON avatars (player_id, hash);

-- 7. The triggers, as V2 and V3 made them.
CREATE TRIGGER players_insert_revision AFTER INSERT ON players
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER players_update_revision AFTER UPDATE ON players
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER players_delete_revision AFTER DELETE ON players
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER avatars_insert_revision AFTER INSERT ON avatars
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER avatars_update_revision AFTER UPDATE ON avatars
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER avatars_delete_revision AFTER DELETE ON avatars
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER point_adjustments_insert_revision AFTER INSERT ON point_adjustments
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER point_adjustments_update_revision AFTER UPDATE ON point_adjustments
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER point_adjustments_delete_revision AFTER DELETE ON point_adjustments
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournaments_insert_revision AFTER INSERT ON tournaments
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournaments_update_revision AFTER UPDATE ON tournaments
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournaments_delete_revision AFTER DELETE ON tournaments
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournament_groups_insert_revision AFTER INSERT ON tournament_groups
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournament_groups_update_revision AFTER UPDATE ON tournament_groups
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournament_groups_delete_revision AFTER DELETE ON tournament_groups
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournament_players_insert_revision AFTER INSERT ON tournament_players
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournament_players_update_revision AFTER UPDATE ON tournament_players
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournament_players_delete_revision AFTER DELETE ON tournament_players
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER matches_insert_revision AFTER INSERT ON matches
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER matches_update_revision AFTER UPDATE ON matches
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER matches_delete_revision AFTER DELETE ON matches
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER league_matches_insert_revision AFTER INSERT ON league_matches
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER league_matches_update_revision AFTER UPDATE ON league_matches
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER league_matches_delete_revision AFTER DELETE ON league_matches
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

-- An insert that names no season counts in the season it is made in.
CREATE TRIGGER point_adjustments_default_season AFTER INSERT ON point_adjustments
WHEN NEW.season = 0
BEGIN
    UPDATE point_adjustments
    SET season = CAST(strftime('%Y', NEW.created_at - 6 * 3600, 'unixepoch') AS INTEGER)
    WHERE id = NEW.id;
END;

-- A player added as approved without saying when was approved as they were added.
CREATE TRIGGER players_default_approved_at AFTER INSERT ON players
WHEN NEW.status = 'approved' AND NEW.approved_at IS NULL
BEGIN
    UPDATE players SET approved_at = NEW.created_at WHERE id = NEW.id;
END;
