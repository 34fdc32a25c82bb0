-- Guessing at the shared passwords is throttled club-wide (docs/rules.md#permissions): past
-- the club's budget of failed checks, only a browser that signed in before with that
-- password still has its password checked; and a client holds only so many league unlocks.

-- The browsers that signed in with a password: the SHA-256 of the random token in their
-- `th_device` cookie (never the token), per password, until 180 days after the last success.
CREATE TABLE known_devices (
    token_hash  TEXT    NOT NULL CHECK (length(token_hash) = 64),
    kind        TEXT    NOT NULL CHECK (kind IN ('admin', 'league')),
    expires_at  INTEGER NOT NULL,
    PRIMARY KEY (token_hash, kind)
) STRICT, WITHOUT ROWID;
-- The expired ones go, and past the cap the ones closest to expiring.
CREATE INDEX known_devices_by_expiry ON known_devices (expires_at);

-- Who started a session: the client key (an IPv4 address or an IPv6 /64, behind a trusted
-- proxy the forwarded client), NULL when the server could not see one; and the order the
-- sessions started in, so that a client's oldest league unlock ends first.
ALTER TABLE sessions ADD COLUMN client_key TEXT CHECK (client_key IS NULL OR length(client_key) <= 64);
ALTER TABLE sessions ADD COLUMN started_seq INTEGER NOT NULL DEFAULT 0;
CREATE INDEX sessions_by_client ON sessions (client_key, started_seq)
    WHERE client_key IS NOT NULL;
