-- Only a confirmed final finishes a tournament (docs/rules.md#results-by-the-players): a
-- completed tournament whose final a player reported, and that still awaits the opponent or is
-- disputed, is being played again, with no champion until its final is confirmed. Its points
-- do not move: active and completed tournaments count alike.
UPDATE tournaments
   SET status = 'active', champion_id = NULL
 WHERE status = 'completed'
   AND id IN (SELECT tournament_id FROM matches
               WHERE stage = 'final' AND confirmation IN ('awaiting', 'disputed'));
