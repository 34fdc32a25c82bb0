-- A tournament result is confirmed by the opponent of the player who reported it, or disputed
-- (docs/rules.md#results-by-the-players). The admin's results are confirmed at once; so are
-- the results recorded before players could record them.

-- `awaiting`, `confirmed` or `disputed`; NULL before any result (and for byes).
ALTER TABLE matches ADD COLUMN confirmation TEXT
    CHECK (confirmation IS NULL OR confirmation IN ('awaiting', 'confirmed', 'disputed'));
-- The member who reported it; NULL for the admin.
ALTER TABLE matches ADD COLUMN reported_by INTEGER;
-- When it was reported or last corrected, unix seconds.
ALTER TABLE matches ADD COLUMN reported_at INTEGER;
-- Until when the opponent may confirm or dispute it, unix seconds; NULL once confirmed.
ALTER TABLE matches ADD COLUMN confirm_by INTEGER;
-- The opponent's reason, for a disputed result.
ALTER TABLE matches ADD COLUMN dispute_reason TEXT
    CHECK (dispute_reason IS NULL OR length(dispute_reason) <= 2000);

UPDATE matches SET confirmation = 'confirmed', reported_at = completed_at
 WHERE status = 'completed' AND is_bye = 0 AND winner_id IS NOT NULL;
