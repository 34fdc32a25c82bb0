-- The league is accountable (docs/rules.md#permissions): every league write leaves a row
-- saying who made it, when, and the match before and after; and a league unlock may correct
-- a score only for 3 days after it was first recorded.

-- When the match's score was first recorded (unix seconds); later corrections keep it.
-- Matches scored before this migration only know when their score last changed.
ALTER TABLE league_matches ADD COLUMN first_recorded_at INTEGER;
UPDATE league_matches SET first_recorded_at = completed_at WHERE status = 'completed';

-- One row per league write, in the write's own transaction. The admin's alone to read.
-- The match may be gone (cancelled or deleted): its history stays, so no foreign key.
CREATE TABLE league_history (
    id               INTEGER PRIMARY KEY,
    league_match_id  INTEGER NOT NULL,
    action           TEXT    NOT NULL
                             CHECK (action IN ('created', 'scored', 'corrected', 'cancelled', 'deleted')),
    -- When, unix seconds.
    at               INTEGER NOT NULL,
    -- Who: the admin, or a league unlock named by the first 16 hex digits of the SHA-256 of
    -- its token (the same for every write of one unlock, useless as a cookie).
    actor            TEXT    NOT NULL CHECK (actor IN ('admin', 'league')),
    session_id       TEXT    CHECK (session_id IS NULL OR length(session_id) = 16),
    -- The unlock's client address; erased (set to NULL) 90 days after `at`.
    client_addr      TEXT    CHECK (client_addr IS NULL OR length(client_addr) <= 45),
    -- The match's fields before and after the write, as JSON; NULL before a creation and
    -- after a cancel or delete.
    before_json      TEXT    CHECK (before_json IS NULL OR json_valid(before_json)),
    after_json       TEXT    CHECK (after_json IS NULL OR json_valid(after_json)),
    CHECK ((actor = 'league') = (session_id IS NOT NULL)),
    CHECK (actor = 'league' OR client_addr IS NULL)
) STRICT;
-- A match's history, in order.
CREATE INDEX league_history_by_match ON league_history (league_match_id, id);
-- The recent changes, newest first.
CREATE INDEX league_history_by_time ON league_history (at);
-- The daily limit on creations: per unlock and per address within the last day.
CREATE INDEX league_history_created_by_session ON league_history (session_id, at)
    WHERE action = 'created';
CREATE INDEX league_history_created_by_address ON league_history (client_addr, at)
    WHERE action = 'created';
-- The addresses still kept, oldest first, for their erasure.
CREATE INDEX league_history_addresses ON league_history (at) WHERE client_addr IS NOT NULL;
