-- A walkover a player reports is a claim (docs/rules.md#results-by-the-players): it counts
-- nowhere until the opponent confirms it or the club rules. The match stays pending, with no
-- winner, and keeps the claim beside its confirmation. SQLite cannot change the CHECK on
-- `confirmation`, so a claim is stored as `awaiting` (or `disputed`) with its claim columns
-- set; the store reads it back as `claimed`.
ALTER TABLE matches ADD COLUMN claim_winner_id INTEGER;
ALTER TABLE matches ADD COLUMN claim_score TEXT
    CHECK (claim_score IS NULL OR length(claim_score) <= 100);
-- A dispute may carry the disputer's own version, which the club can accept in one call.
ALTER TABLE matches ADD COLUMN dispute_winner_id INTEGER;
ALTER TABLE matches ADD COLUMN dispute_score TEXT
    CHECK (dispute_score IS NULL OR length(dispute_score) <= 100);
ALTER TABLE league_matches ADD COLUMN dispute_sets_played INTEGER
    CHECK (dispute_sets_played IS NULL OR dispute_sets_played BETWEEN 1 AND 3);
ALTER TABLE league_matches ADD COLUMN dispute_set_scores TEXT
    CHECK (dispute_set_scores IS NULL OR length(dispute_set_scores) <= 200);

-- The walkovers players reported before this rule, that still await the opponent or are
-- disputed, become claims. Lifting what they counted needs the group tiebreaks, so it is done
-- by the program right after this migration (src/club/claims.rs), one transaction per
-- tournament; each marker row below is deleted in its tournament's transaction, so an
-- interrupted run resumes at the next start.
CREATE TABLE claim_lifts_pending (
    tournament_id INTEGER PRIMARY KEY
);
INSERT INTO claim_lifts_pending (tournament_id)
SELECT DISTINCT tournament_id FROM matches
 WHERE walkover = 1 AND reported_by IS NOT NULL AND confirmation IN ('awaiting', 'disputed');
