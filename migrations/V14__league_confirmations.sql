-- A league score is confirmed by the players, as a tournament result is
-- (docs/rules.md#results-by-the-players): a score a member or the league password records
-- awaits for 48 hours; the admin's is confirmed at once; so are the scores recorded before.
-- This replaces the league password's 3 days to correct a score.

-- `awaiting`, `confirmed` or `disputed`; NULL before any score.
ALTER TABLE league_matches ADD COLUMN confirmation TEXT
    CHECK (confirmation IS NULL OR confirmation IN ('awaiting', 'confirmed', 'disputed'));
-- The member who recorded it; NULL for the admin and the league password.
ALTER TABLE league_matches ADD COLUMN reported_by INTEGER;
-- When it was recorded or last corrected, unix seconds.
ALTER TABLE league_matches ADD COLUMN reported_at INTEGER;
-- Until when a player may confirm or dispute it, unix seconds; NULL once confirmed.
ALTER TABLE league_matches ADD COLUMN confirm_by INTEGER;
-- The player's reason, for a disputed score.
ALTER TABLE league_matches ADD COLUMN dispute_reason TEXT
    CHECK (dispute_reason IS NULL OR length(dispute_reason) <= 2000);

UPDATE league_matches SET confirmation = 'confirmed', reported_at = completed_at
 WHERE status = 'completed';

-- The club's timer finds the scores due for confirmation; the admin's queue the disputed.
CREATE INDEX league_matches_awaiting ON league_matches (confirm_by)
    WHERE confirmation = 'awaiting';
CREATE INDEX league_matches_disputed ON league_matches (reported_at)
    WHERE confirmation = 'disputed';

-- The league's history also names signed-in members (by player) and the club's clock, and
-- keeps confirmations and disputes. SQLite cannot change a CHECK, so the table is rebuilt,
-- its rows and ids kept.
CREATE TABLE league_history_v14 (
    id               INTEGER PRIMARY KEY,
    league_match_id  INTEGER NOT NULL,
    action           TEXT    NOT NULL
                             CHECK (action IN ('created', 'scored', 'corrected', 'cancelled',
                                               'deleted', 'confirmed', 'auto_confirmed',
                                               'disputed')),
    -- When, unix seconds.
    at               INTEGER NOT NULL,
    -- Who: the admin, a league unlock (named by the first 16 hex digits of the SHA-256 of its
    -- token), a signed-in member (by player), or the club's clock.
    actor            TEXT    NOT NULL CHECK (actor IN ('admin', 'league', 'member', 'club')),
    session_id       TEXT    CHECK (session_id IS NULL OR length(session_id) = 16),
    -- The unlock's client address; erased (set to NULL) 90 days after `at`.
    client_addr      TEXT    CHECK (client_addr IS NULL OR length(client_addr) <= 45),
    -- The match's fields before and after the write, as JSON; NULL before a creation and
    -- after a cancel or delete.
    before_json      TEXT    CHECK (before_json IS NULL OR json_valid(before_json)),
    after_json       TEXT    CHECK (after_json IS NULL OR json_valid(after_json)),
    -- The member, for a member's write.
    player_id        INTEGER,
    CHECK ((actor = 'league') = (session_id IS NOT NULL)),
    CHECK ((actor = 'member') = (player_id IS NOT NULL)),
    CHECK (actor = 'league' OR client_addr IS NULL)
) STRICT;
INSERT INTO league_history_v14 (id, league_match_id, action, at, actor, session_id,
                                client_addr, before_json, after_json)
SELECT id, league_match_id, action, at, actor, session_id, client_addr, before_json, after_json
  FROM league_history;
DROP TABLE league_history;
ALTER TABLE league_history_v14 RENAME TO league_history;

CREATE INDEX league_history_by_match ON league_history (league_match_id, id);
CREATE INDEX league_history_by_time ON league_history (at);
CREATE INDEX league_history_created_by_session ON league_history (session_id, at)
    WHERE action = 'created';
CREATE INDEX league_history_created_by_address ON league_history (client_addr, at)
    WHERE action = 'created';
CREATE INDEX league_history_addresses ON league_history (at) WHERE client_addr IS NOT NULL;
-- The daily limit on a member's challenges.
CREATE INDEX league_history_created_by_member ON league_history (player_id, at)
    WHERE action = 'created';
