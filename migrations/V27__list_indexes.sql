-- The admin's lists read what they show through an index, never a whole growing table
-- (tests/server/query_plans.rs):
-- the results in dispute and the claims past their time to answer;
CREATE INDEX matches_by_confirmation ON matches (confirmation, confirm_by)
    WHERE confirmation IS NOT NULL;
-- the latest delivery that failed, shown beside the outbox's counts.
CREATE INDEX deliveries_failing ON deliveries (next_attempt_at, id)
    WHERE last_error IS NOT NULL;
