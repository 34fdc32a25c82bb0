-- Tournament Hub: the whole schema. Forward-only: never edit once landed; add V2__... instead.
-- Timestamps are unix seconds (UTC). Calendar dates are 'yyyy-mm-dd' text, times 'HH:MM'.

-- Password hashes (argon2id PHC strings) and other single values.
CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) STRICT;

-- Reusable invitation links. Only the SHA-256 of the token is stored.
CREATE TABLE invitations (
    id          INTEGER PRIMARY KEY,
    token_hash  TEXT    NOT NULL UNIQUE,
    hint        TEXT    NOT NULL,
    created_at  INTEGER NOT NULL DEFAULT (unixepoch()),
    expires_at  INTEGER NOT NULL,
    revoked_at  INTEGER,
    CHECK (expires_at > created_at)
) STRICT;

CREATE TABLE players (
    id             INTEGER PRIMARY KEY,
    name           TEXT    NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 100),
    email          TEXT    CHECK (email IS NULL OR length(email) <= 254),
    date_of_birth  TEXT    CHECK (date_of_birth IS NULL OR date(date_of_birth) = date_of_birth),
    best_hand      TEXT    NOT NULL DEFAULT 'right' CHECK (best_hand IN ('right', 'left')),
    status         TEXT    NOT NULL DEFAULT 'approved' CHECK (status IN ('pending', 'approved')),
    invitation_id  INTEGER REFERENCES invitations (id) ON DELETE SET NULL,
    created_at     INTEGER NOT NULL DEFAULT (unixepoch())
) STRICT;
CREATE INDEX players_by_status ON players (status, name);

-- Avatars live apart from the player row so that lists never carry image bytes.
CREATE TABLE avatars (
    player_id  INTEGER PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
    hash       TEXT    NOT NULL,
    jpeg       BLOB    NOT NULL CHECK (length(jpeg) > 0)
) STRICT;

-- Manual ranking adjustments by the admin (decisions §5.4): the total stays traceable.
CREATE TABLE point_adjustments (
    id          INTEGER PRIMARY KEY,
    player_id   INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    amount      INTEGER NOT NULL CHECK (amount <> 0),
    reason      TEXT    CHECK (reason IS NULL OR length(reason) <= 200),
    created_at  INTEGER NOT NULL DEFAULT (unixepoch())
) STRICT;
CREATE INDEX point_adjustments_by_player ON point_adjustments (player_id);

CREATE TABLE tournaments (
    id               INTEGER PRIMARY KEY,
    name             TEXT    NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 120),
    status           TEXT    NOT NULL CHECK (status IN ('draft', 'coming_soon', 'active', 'completed')),
    start_date       TEXT    NOT NULL CHECK (date(start_date) = start_date),
    player_count     INTEGER NOT NULL CHECK (player_count BETWEEN 2 AND 64),
    tournament_type  TEXT    NOT NULL CHECK (tournament_type IN ('hybrid', 'single_elimination')),
    buy_in           INTEGER NOT NULL DEFAULT 0 CHECK (buy_in >= 0),
    bag_price        INTEGER NOT NULL DEFAULT 0 CHECK (bag_price >= 0),
    champion_id      INTEGER REFERENCES players (id) ON DELETE RESTRICT,
    created_at       INTEGER NOT NULL DEFAULT (unixepoch()),
    CHECK (tournament_type <> 'hybrid' OR player_count IN (8, 12, 16, 20))
) STRICT;
CREATE INDEX tournaments_by_status ON tournaments (status, start_date);

CREATE TABLE tournament_groups (
    id             INTEGER PRIMARY KEY,
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    position       INTEGER NOT NULL CHECK (position >= 0),
    name           TEXT    NOT NULL,
    UNIQUE (tournament_id, position)
) STRICT;

-- The selected players of a tournament, with their seed and their place (group slot or draw line).
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
CREATE INDEX tournament_players_by_player ON tournament_players (player_id);

CREATE TABLE matches (
    id             INTEGER PRIMARY KEY,
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
CREATE INDEX matches_by_tournament ON matches (tournament_id, round, slot);
CREATE INDEX matches_by_player1 ON matches (player1_id);
CREATE INDEX matches_by_player2 ON matches (player2_id);

-- Challenge league matches. set_scores is a JSON array of [player1Games, player2Games] pairs.
CREATE TABLE league_matches (
    id                INTEGER PRIMARY KEY,
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
    CHECK (player1_id <> player2_id),
    CHECK (winner_id IS NULL OR winner_id = player1_id OR winner_id = player2_id),
    CHECK ((status = 'completed') = (set_scores IS NOT NULL))
) STRICT;
CREATE INDEX league_matches_listing ON league_matches (status DESC, date DESC, id DESC);
CREATE INDEX league_matches_by_player1 ON league_matches (player1_id);
CREATE INDEX league_matches_by_player2 ON league_matches (player2_id);

-- Admin and league sessions. Only the SHA-256 of the cookie token is stored.
CREATE TABLE sessions (
    token_hash  TEXT    PRIMARY KEY,
    kind        TEXT    NOT NULL CHECK (kind IN ('admin', 'league')),
    created_at  INTEGER NOT NULL DEFAULT (unixepoch()),
    expires_at  INTEGER NOT NULL
) STRICT, WITHOUT ROWID;
CREATE INDEX sessions_by_expiry ON sessions (expires_at);
