-- Who may play (docs/rules.md#level-and-fee, the club's rules, Art. 2 and 3): each player's
-- level as the administration confirmed it, each season's fee and who paid it; and the club's
-- audit trail, where these writes (and later ones) say who changed what, when.

-- C+ or B once the admin confirmed it; NULL until then. Public, like the player's hand.
ALTER TABLE players ADD COLUMN level TEXT CHECK (level IS NULL OR level IN ('C+', 'B'));

-- A season's fee as the admin set it, whole colones. A season without a row has the rules'
-- fee (src/domain/fees.rs): 10,000, and 5,000 in 2025.
CREATE TABLE season_fees (
    season  INTEGER PRIMARY KEY CHECK (season BETWEEN 2000 AND 9999),
    amount  INTEGER NOT NULL CHECK (amount BETWEEN 0 AND 1000000)
) STRICT;

-- Who paid a season's fee: how much, and on which club date. The admin's alone.
CREATE TABLE fee_payments (
    season     INTEGER NOT NULL CHECK (season BETWEEN 2000 AND 9999),
    player_id  INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    amount     INTEGER NOT NULL CHECK (amount BETWEEN 1 AND 1000000),
    paid_on    TEXT    NOT NULL CHECK (date(paid_on) = paid_on),
    PRIMARY KEY (season, player_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX fee_payments_by_player ON fee_payments (player_id);

-- The club's audit trail: one row per audited change, written in the change's own
-- transaction. The admin's alone to read. Its subjects may be gone (a deleted player): the
-- trail stays, so no foreign key.
CREATE TABLE audit_trail (
    id           INTEGER PRIMARY KEY,
    -- When, unix seconds (the club clock).
    at           INTEGER NOT NULL,
    -- Who: the admin, a league unlock, a signed-in member, or the club itself (a timer).
    actor        TEXT    NOT NULL CHECK (actor IN ('admin', 'league', 'member', 'club')),
    -- Which one of them, where that means something: a member's player id, an unlock's id.
    actor_ref    TEXT    CHECK (actor_ref IS NULL OR length(actor_ref) BETWEEN 1 AND 64),
    -- What was done, in snake_case: `fee_paid`, `level_set`, ...
    action       TEXT    NOT NULL CHECK (length(action) BETWEEN 1 AND 64
                                         AND action NOT GLOB '*[^a-z_]*'),
    -- What it was done to, `kind:id`: `player:12`, `season:2026`.
    subject      TEXT    NOT NULL CHECK (length(subject) BETWEEN 3 AND 64
                                         AND subject GLOB '[a-z]*:?*'),
    -- The subject's changed fields before and after, as JSON; NULL where there was none.
    before_json  TEXT    CHECK (before_json IS NULL OR json_valid(before_json)),
    after_json   TEXT    CHECK (after_json IS NULL OR json_valid(after_json))
) STRICT;
-- A subject's history, newest first.
CREATE INDEX audit_trail_by_subject ON audit_trail (subject, id);
