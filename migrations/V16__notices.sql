-- Notices (docs/rules.md#notices): what a member, or the admin, is told, and the outbox that
-- carries it to each channel. A notice is written in the same transaction as the write that
-- caused it; a timed one (a member's week, a deadline tomorrow, the morning's overdue list)
-- carries a unique key of its kind, subject and club date, so a restart or a second timer
-- never writes it twice. None of these tables changes what a visitor sees, so none raises
-- the data's revision.

-- One notice. `player_id` is the member told; NULL is the admin, who has no personal
-- identity (the console shows these). `kind` names what happened and `params` (JSON) holds
-- what its words need, so the text is written in the reader's language when it is read or
-- sent. `read_at` is when the member marked it read (unix seconds).
CREATE TABLE notices (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    player_id   INTEGER REFERENCES players (id) ON DELETE CASCADE,
    kind        TEXT    NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
    params      TEXT    NOT NULL CHECK (json_valid(params)),
    created_at  INTEGER NOT NULL,
    read_at     INTEGER,
    unique_key  TEXT    UNIQUE CHECK (unique_key IS NULL OR length(unique_key) <= 200)
) STRICT;
CREATE INDEX notices_by_player ON notices (player_id, id);
CREATE INDEX notices_by_age ON notices (created_at);

-- The outbox: one row per notice and channel that must carry it beyond the app (email,
-- push). The worker claims due rows (`state = 'queued'` and `next_attempt_at` past) by
-- pushing `next_attempt_at` past its lease, sends, and marks them `sent` or, after a failed
-- try, due again later (exponential backoff) until 24 hours have gone by, then `failed`.
-- A worker killed mid-delivery leaves its claimed rows queued: they are due again when the
-- lease ends, so nothing is lost and at most the in-flight window is sent twice.
CREATE TABLE deliveries (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    notice_id        INTEGER NOT NULL REFERENCES notices (id) ON DELETE CASCADE,
    channel          TEXT    NOT NULL CHECK (channel IN ('email', 'push')),
    state            TEXT    NOT NULL DEFAULT 'queued'
                             CHECK (state IN ('queued', 'sent', 'failed')),
    attempts         INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    created_at       INTEGER NOT NULL,
    next_attempt_at  INTEGER NOT NULL,
    last_error       TEXT    CHECK (last_error IS NULL OR length(last_error) <= 500),
    sent_at          INTEGER,
    UNIQUE (notice_id, channel)
) STRICT;
CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at);

-- What a member turned off: one row per kind and channel they chose; a missing row is on.
-- The in-app list always has every notice.
CREATE TABLE notice_preferences (
    player_id  INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
    channel    TEXT    NOT NULL CHECK (channel IN ('email', 'push')),
    enabled    INTEGER NOT NULL CHECK (enabled IN (0, 1)),
    PRIMARY KEY (player_id, kind, channel)
) STRICT, WITHOUT ROWID;
