-- The avatar hash beside its player id, in an index of its own: the rankings, the players
-- list and a tournament's players name every player's avatar hash, and reading it from the
-- avatars table would walk every avatar's row (a page or more each, the JPEG inline), far more
-- than a connection's 1 MB page cache holds. The index is a few pages.
CREATE INDEX avatars_hash ON avatars (player_id, hash);
