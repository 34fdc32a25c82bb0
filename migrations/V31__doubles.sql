-- Doubles (decisions §13, docs/rules.md#doubles): a tournament's entrants are players, or, in
-- a doubles tournament, teams of two. A singles tournament's rows are as they were; a doubles
-- one keeps its entrants in `teams` and `team_players` (beside `tournament_players`), and its
-- matches name teams where a singles match names players.
--
-- `matches` ties a completed match to a `winner_id` by a CHECK, which SQLite changes only by
-- rebuilding the table. Nothing else references `matches`, so only it is set aside, dropped
-- and created again, as V7 did (its comments say why each step is there); `tournaments` only
-- gains columns. Ids still only grow: the rebuild keeps the matches' mark in `sqlite_sequence`
-- at the largest of the saved mark and the largest id.
PRAGMA defer_foreign_keys = ON;

-- 1. What a tournament is played by, and a doubles tournament's champions.
ALTER TABLE tournaments ADD COLUMN discipline TEXT NOT NULL DEFAULT 'singles'
    CHECK (discipline IN ('singles', 'doubles'));

-- A doubles tournament's entrant: a team, with the seed, group and slot that a singles
-- entrant has in `tournament_players`.
CREATE TABLE teams (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    seed           INTEGER NOT NULL CHECK (seed >= 1),
    group_id       INTEGER REFERENCES tournament_groups (id) ON DELETE SET NULL,
    slot           INTEGER NOT NULL CHECK (slot >= 0),
    UNIQUE (tournament_id, seed),
    UNIQUE (tournament_id, slot),
    UNIQUE (tournament_id, id)
) STRICT;

-- A team's two players in the order they were entered, which its name keeps ("Ana Mora /
-- Luis Rojas"). The key makes a player a member of one team of a tournament at most.
CREATE TABLE team_players (
    tournament_id  INTEGER NOT NULL,
    team_id        INTEGER NOT NULL,
    position       INTEGER NOT NULL CHECK (position IN (1, 2)),
    player_id      INTEGER NOT NULL REFERENCES players (id) ON DELETE RESTRICT,
    PRIMARY KEY (tournament_id, player_id),
    UNIQUE (team_id, position),
    FOREIGN KEY (tournament_id, team_id) REFERENCES teams (tournament_id, id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;

CREATE INDEX team_players_by_player ON team_players (player_id, tournament_id);

ALTER TABLE tournaments ADD COLUMN champion_team_id INTEGER
    REFERENCES teams (id) ON DELETE SET NULL;

-- 2. The matches, set aside as they are, with the mark of the ids given so far.
CREATE TABLE v31_matches AS SELECT * FROM matches;
CREATE TABLE v31_mark AS
    SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'matches'), 0) AS seq;

DROP TRIGGER matches_update_revision;
UPDATE matches SET next_match_id = NULL, next_slot = NULL WHERE next_match_id IS NOT NULL;
CREATE INDEX v31_matches_by_next ON matches (next_match_id);
DROP TABLE matches;

-- 3. The same table, its columns in the same order, with the teams' columns at the end. A
-- match is played by players or by teams, never both; a completed match has a winner of its
-- kind: `winner_id` (a player) or `winner_team` (the side, 1 or 2). The same goes for a
-- claim's and a dispute's winner.
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
    confirmation   TEXT    CHECK (confirmation IS NULL OR confirmation IN ('awaiting', 'confirmed', 'disputed')),
    reported_by    INTEGER,
    reported_at    INTEGER,
    confirm_by     INTEGER,
    dispute_reason TEXT    CHECK (dispute_reason IS NULL OR length(dispute_reason) <= 2000),
    play_date      TEXT    CHECK (play_date IS NULL OR date(play_date) = play_date),
    play_time      TEXT    CHECK (play_time IS NULL OR (play_date IS NOT NULL AND play_time GLOB '[0-2][0-9]:[03]0')),
    cancha         INTEGER CHECK (cancha IS NULL OR (play_date IS NOT NULL AND cancha BETWEEN 1 AND 14)),
    extension_days INTEGER NOT NULL DEFAULT 0 CHECK (extension_days BETWEEN 0 AND 3650),
    claim_winner_id INTEGER,
    claim_score    TEXT    CHECK (claim_score IS NULL OR length(claim_score) <= 100),
    dispute_winner_id INTEGER,
    dispute_score  TEXT    CHECK (dispute_score IS NULL OR length(dispute_score) <= 100),
    team1_id       INTEGER,
    team2_id       INTEGER,
    winner_team    INTEGER CHECK (winner_team IN (1, 2)),
    claim_winner_team INTEGER CHECK (claim_winner_team IN (1, 2)),
    dispute_winner_team INTEGER CHECK (dispute_winner_team IN (1, 2)),
    FOREIGN KEY (tournament_id, team1_id) REFERENCES teams (tournament_id, id) ON DELETE CASCADE,
    FOREIGN KEY (tournament_id, team2_id) REFERENCES teams (tournament_id, id) ON DELETE CASCADE,
    CHECK (winner_id IS NULL OR winner_id = player1_id OR winner_id = player2_id),
    CHECK (player1_id IS NULL OR player2_id IS NULL OR player1_id <> player2_id),
    CHECK (team1_id IS NULL OR team2_id IS NULL OR team1_id <> team2_id),
    CHECK (coalesce(player1_id, player2_id, winner_id, claim_winner_id, dispute_winner_id) IS NULL
           OR coalesce(team1_id, team2_id, winner_team, claim_winner_team, dispute_winner_team) IS NULL),
    CHECK (winner_team IS NULL OR (winner_team = 1 AND team1_id IS NOT NULL)
           OR (winner_team = 2 AND team2_id IS NOT NULL)),
    CHECK ((status = 'completed') = (winner_id IS NOT NULL OR winner_team IS NOT NULL)),
    CHECK ((next_match_id IS NULL) = (next_slot IS NULL))
) STRICT;

-- 4. The rows back with their ids and links, and the mark of the ids given so far.
INSERT INTO matches (
    id, tournament_id, group_id, stage, round, week, slot, player1_id, player2_id,
    player1_label, player2_label, winner_id, status, score, is_bye, walkover, player1_sets,
    player2_sets, player1_games, player2_games, next_match_id, next_slot, completed_at,
    confirmation, reported_by, reported_at, confirm_by, dispute_reason, play_date, play_time,
    cancha, extension_days, claim_winner_id, claim_score, dispute_winner_id, dispute_score)
SELECT
    id, tournament_id, group_id, stage, round, week, slot, player1_id, player2_id,
    player1_label, player2_label, winner_id, status, score, is_bye, walkover, player1_sets,
    player2_sets, player1_games, player2_games, next_match_id, next_slot, completed_at,
    confirmation, reported_by, reported_at, confirm_by, dispute_reason, play_date, play_time,
    cancha, extension_days, claim_winner_id, claim_score, dispute_winner_id, dispute_score
FROM v31_matches;

INSERT INTO sqlite_sequence (name, seq)
SELECT 'matches', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'matches');
UPDATE sqlite_sequence SET seq = max(seq, (SELECT seq FROM v31_mark)) WHERE name = 'matches';

DROP TABLE v31_matches;
DROP TABLE v31_mark;

-- 5. The indexes, as V1, V15, V27 and V30 made them, and the teams' own.
CREATE INDEX matches_by_tournament ON matches (tournament_id, round, slot);
CREATE INDEX matches_by_play_date ON matches (play_date) WHERE play_date IS NOT NULL;
CREATE INDEX matches_by_confirmation ON matches (confirmation, confirm_by)
    WHERE confirmation IS NOT NULL;
CREATE INDEX matches_by_player1_tournament ON matches (player1_id, tournament_id);
CREATE INDEX matches_by_player2_tournament ON matches (player2_id, tournament_id);
CREATE INDEX matches_by_team1 ON matches (team1_id) WHERE team1_id IS NOT NULL;
CREATE INDEX matches_by_team2 ON matches (team2_id) WHERE team2_id IS NOT NULL;

-- 6. The triggers, as V2 made them: every change of the club moves its revision.
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

CREATE TRIGGER teams_insert_revision AFTER INSERT ON teams
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER teams_update_revision AFTER UPDATE ON teams
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER teams_delete_revision AFTER DELETE ON teams
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER team_players_insert_revision AFTER INSERT ON team_players
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER team_players_update_revision AFTER UPDATE ON team_players
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER team_players_delete_revision AFTER DELETE ON team_players
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;
