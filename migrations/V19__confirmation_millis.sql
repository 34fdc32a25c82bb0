-- A confirmation names the version of the report it confirms by its `reportedAt`
-- (docs/rules.md#results-by-the-players), so the instants of a report carry milliseconds:
-- two corrections within one second stay two versions. The keys built on them (such as the
-- `walkover_awaiting` notice's) use the whole seconds, and stay what they were.
UPDATE matches
   SET reported_at = reported_at * 1000,
       confirm_by = confirm_by * 1000
 WHERE reported_at IS NOT NULL OR confirm_by IS NOT NULL;
UPDATE league_matches
   SET reported_at = reported_at * 1000,
       confirm_by = confirm_by * 1000
 WHERE reported_at IS NOT NULL OR confirm_by IS NOT NULL;
