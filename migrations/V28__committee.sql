-- The committee (docs/rules.md#committee): the admin makes approved members organizers, and an
-- organizer opens the console in their own name. No table is rebuilt: both columns are
-- added in place, so every id and every table's mark stay as they are.

-- A player's role: `member`, or `organizer` (runs the console as themselves).
ALTER TABLE players ADD COLUMN role TEXT NOT NULL DEFAULT 'member'
    CHECK (role IN ('member', 'organizer'));

-- Whose admin session it is: NULL for the password's, an organizer's player otherwise. The
-- session goes with the player, and with the member session that opened the console.
ALTER TABLE sessions ADD COLUMN player_id INTEGER REFERENCES players (id) ON DELETE CASCADE;
ALTER TABLE sessions ADD COLUMN member_session_id INTEGER
    REFERENCES member_sessions (id) ON DELETE CASCADE;
CREATE INDEX sessions_by_player ON sessions (player_id) WHERE player_id IS NOT NULL;
CREATE INDEX sessions_by_member_session ON sessions (member_session_id)
    WHERE member_session_id IS NOT NULL;
