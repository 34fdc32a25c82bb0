-- Web Push (docs/rules.md#push): the club's VAPID key pair, the devices members allowed,
-- and which devices already took a delivery that is tried again. None of these tables
-- changes what a visitor sees, so none raises the data's revision.

-- The club's VAPID key pair (RFC 8292), made at first start: P-256, the private scalar (32
-- bytes) and the uncompressed public point (65 bytes), base64url without padding. Push
-- services tie every subscription to the public key, so it is never replaced: a backup
-- carries it, and a restored club keeps reaching its members' devices.
CREATE TABLE push_keys (
    id           INTEGER PRIMARY KEY CHECK (id = 1),
    private_key  TEXT    NOT NULL CHECK (length(private_key) = 43),
    public_key   TEXT    NOT NULL CHECK (length(public_key) = 87),
    created_at   INTEGER NOT NULL
) STRICT;

-- A device a member allowed: the push service's endpoint and the browser's keys (p256dh, the
-- uncompressed P-256 point, 87 characters of base64url; auth, 16 bytes, 22 characters). It
-- belongs to the member session that made it and ends with it (signing out, the session
-- ended from another device, the player deleted or rejected). An endpoint names one
-- browser's subscription, so it is unique: subscribing again replaces its keys and owner.
CREATE TABLE push_subscriptions (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    player_id    INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    session_id   INTEGER NOT NULL REFERENCES member_sessions (id) ON DELETE CASCADE,
    endpoint     TEXT    NOT NULL UNIQUE CHECK (length(endpoint) BETWEEN 1 AND 1000),
    p256dh       TEXT    NOT NULL CHECK (length(p256dh) = 87),
    auth         TEXT    NOT NULL CHECK (length(auth) = 22),
    created_at   INTEGER NOT NULL
) STRICT;
CREATE INDEX push_subscriptions_by_player ON push_subscriptions (player_id, id);
CREATE INDEX push_subscriptions_by_session ON push_subscriptions (session_id);

-- The devices that accepted a push delivery which must be tried again for another device:
-- the next try skips them, so a member's phone is not told twice because their laptop's
-- push service was busy. They go with the delivery.
CREATE TABLE push_receipts (
    delivery_id      INTEGER NOT NULL REFERENCES deliveries (id) ON DELETE CASCADE,
    subscription_id  INTEGER NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    PRIMARY KEY (delivery_id, subscription_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX push_receipts_by_subscription ON push_receipts (subscription_id);
