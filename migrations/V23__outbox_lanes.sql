-- No one stalls the outbox (docs/rules.md#push): an endpoint that keeps failing is backed
-- off, then dropped after a day, and the member is told which device stopped receiving.
--
-- When the endpoint's current run of failures began, unix seconds; NULL while it works.
ALTER TABLE push_subscriptions ADD COLUMN failing_since INTEGER;
-- Failures in that run, and the instant before which it is not tried again.
ALTER TABLE push_subscriptions ADD COLUMN failures INTEGER NOT NULL DEFAULT 0
    CHECK (failures >= 0);
ALTER TABLE push_subscriptions ADD COLUMN backoff_until INTEGER;

-- A device whose push was dropped after a day of failures: it outlives the subscription, so
-- the member's page can say "this device stopped receiving". Turning notices on again in the
-- same session clears it; it is forgotten after 30 days.
CREATE TABLE push_dropped (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    player_id      INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    session_id     INTEGER NOT NULL,
    browser        TEXT,
    system         TEXT,
    failing_since  INTEGER NOT NULL,
    dropped_at     INTEGER NOT NULL,
    reason         TEXT    NOT NULL CHECK (length(reason) <= 500)
) STRICT;
CREATE INDEX push_dropped_by_player ON push_dropped (player_id, dropped_at);

-- Each channel's lane looks for its own due deliveries.
CREATE INDEX deliveries_due_by_channel ON deliveries (channel, state, next_attempt_at);
