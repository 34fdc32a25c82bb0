-- The trail names the organizer who decided (docs/rules.md#committee): the audit trail and
-- the league's history keep a fifth kind of actor, `organizer`, with the player and the name
-- they had when the row was written (a later rename or deletion leaves the row as it was).
-- SQLite cannot change a CHECK, so both tables are rebuilt, their rows and ids kept; nothing
-- references them, and they have no triggers.

CREATE TABLE audit_trail_v29 (
    id           INTEGER PRIMARY KEY,
    -- When, unix seconds (the club clock).
    at           INTEGER NOT NULL,
    -- Who: the password's admin, an organizer's console, a league unlock, a signed-in member,
    -- or the club itself (a timer).
    actor        TEXT    NOT NULL CHECK (actor IN ('admin', 'organizer', 'league', 'member', 'club')),
    -- Which one of them, where that means something: a member's or an organizer's player id,
    -- an unlock's id.
    actor_ref    TEXT    CHECK (actor_ref IS NULL OR length(actor_ref) BETWEEN 1 AND 64),
    -- What was done, in snake_case: `fee_paid`, `level_set`, ...
    action       TEXT    NOT NULL CHECK (length(action) BETWEEN 1 AND 64
                                         AND action NOT GLOB '*[^a-z_]*'),
    -- What it was done to, `kind:id`: `player:12`, `season:2026`.
    subject      TEXT    NOT NULL CHECK (length(subject) BETWEEN 3 AND 64
                                         AND subject GLOB '[a-z]*:?*'),
    -- The subject's changed fields before and after, as JSON; NULL where there was none.
    before_json  TEXT    CHECK (before_json IS NULL OR json_valid(before_json)),
    after_json   TEXT    CHECK (after_json IS NULL OR json_valid(after_json)),
    -- The organizer's name when the row was written.
    actor_name   TEXT    CHECK (actor_name IS NULL OR length(actor_name) <= 100),
    CHECK ((actor = 'organizer') = (actor_name IS NOT NULL)),
    CHECK (actor <> 'organizer' OR actor_ref IS NOT NULL)
) STRICT;
INSERT INTO audit_trail_v29 (id, at, actor, actor_ref, action, subject, before_json, after_json)
SELECT id, at, actor, actor_ref, action, subject, before_json, after_json FROM audit_trail;
DROP TABLE audit_trail;
ALTER TABLE audit_trail_v29 RENAME TO audit_trail;
-- A subject's history, newest first.
CREATE INDEX audit_trail_by_subject ON audit_trail (subject, id);

CREATE TABLE league_history_v29 (
    id               INTEGER PRIMARY KEY,
    league_match_id  INTEGER NOT NULL,
    action           TEXT    NOT NULL
                             CHECK (action IN ('created', 'scored', 'corrected', 'cancelled',
                                               'deleted', 'confirmed', 'auto_confirmed',
                                               'disputed')),
    -- When, unix seconds.
    at               INTEGER NOT NULL,
    -- Who: the password's admin, an organizer's console (by player), a league unlock (named
    -- by the first 16 hex digits of the SHA-256 of its token), a signed-in member (by
    -- player), or the club's clock.
    actor            TEXT    NOT NULL
                             CHECK (actor IN ('admin', 'organizer', 'league', 'member', 'club')),
    session_id       TEXT    CHECK (session_id IS NULL OR length(session_id) = 16),
    -- The unlock's client address; erased (set to NULL) 90 days after `at`.
    client_addr      TEXT    CHECK (client_addr IS NULL OR length(client_addr) <= 45),
    -- The match's fields before and after the write, as JSON; NULL before a creation and
    -- after a cancel or delete.
    before_json      TEXT    CHECK (before_json IS NULL OR json_valid(before_json)),
    after_json       TEXT    CHECK (after_json IS NULL OR json_valid(after_json)),
    -- The member, for a member's write; the organizer, for an organizer's.
    player_id        INTEGER,
    -- The organizer's name when the row was written.
    actor_name       TEXT    CHECK (actor_name IS NULL OR length(actor_name) <= 100),
    CHECK ((actor = 'league') = (session_id IS NOT NULL)),
    CHECK ((actor IN ('member', 'organizer')) = (player_id IS NOT NULL)),
    CHECK ((actor = 'organizer') = (actor_name IS NOT NULL)),
    CHECK (actor = 'league' OR client_addr IS NULL)
) STRICT;
INSERT INTO league_history_v29 (id, league_match_id, action, at, actor, session_id,
                                client_addr, before_json, after_json, player_id)
SELECT id, league_match_id, action, at, actor, session_id, client_addr, before_json, after_json,
       player_id
  FROM league_history;
DROP TABLE league_history;
ALTER TABLE league_history_v29 RENAME TO league_history;

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
