-- When and where a tournament match is played, set by its players or the admin, and the days
-- the admin granted past its 3 days to move it (docs/rules.md#deadlines). Setting a date
-- changes no status.

-- The club date it is played on, `yyyy-mm-dd`; NULL until set.
ALTER TABLE matches ADD COLUMN play_date TEXT
    CHECK (play_date IS NULL OR date(play_date) = play_date);
-- Its start time, 24-hour `HH:MM` on the half hour; only with a date.
ALTER TABLE matches ADD COLUMN play_time TEXT
    CHECK (play_time IS NULL OR (play_date IS NOT NULL AND play_time GLOB '[0-2][0-9]:[03]0'));
-- Its court (cancha), 1 to 14; only with a date.
ALTER TABLE matches ADD COLUMN cancha INTEGER
    CHECK (cancha IS NULL OR (play_date IS NOT NULL AND cancha BETWEEN 1 AND 14));
-- Days the admin added to the match's rescheduleUntil, in all.
ALTER TABLE matches ADD COLUMN extension_days INTEGER NOT NULL DEFAULT 0
    CHECK (extension_days BETWEEN 0 AND 3650);

-- Today's matches at the club, by date, for the display and the clash check.
CREATE INDEX matches_by_play_date ON matches (play_date) WHERE play_date IS NOT NULL;
