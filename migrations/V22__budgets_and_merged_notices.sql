-- Notices about one match merge (docs/rules.md#notices): a push or email of the same kind,
-- about the same match, to the same member within 10 minutes of the last one goes once, at
-- the window's end, with the latest state; in the app the latest notice replaces the earlier
-- unread one.
--
-- What a notice is about, `match:12` or `league_match:7`; NULL for a notice about no match.
ALTER TABLE notices ADD COLUMN subject TEXT
    CHECK (subject IS NULL OR length(subject) BETWEEN 3 AND 64);
-- 1 once a later notice of the same kind and subject took its place in the app's list.
ALTER TABLE notices ADD COLUMN replaced INTEGER NOT NULL DEFAULT 0 CHECK (replaced IN (0, 1));
CREATE INDEX notices_by_subject ON notices (subject, player_id, kind) WHERE subject IS NOT NULL;

-- When a delivery was first due, unix seconds. Unlike `next_attempt_at`, which a lease or a
-- retry moves, it never changes: a delivery first due in the future has never been claimed,
-- so a later notice may still take its place.
ALTER TABLE deliveries ADD COLUMN due_at INTEGER;
UPDATE deliveries SET due_at = next_attempt_at;
