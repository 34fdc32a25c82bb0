-- Members sign in (docs/rules.md#members): the admin makes a one-time sign-in link for an
-- approved player, the link starts a member session in the browser that opens it, and
-- signing up through an invitation starts one too. Only digests of the links' and the
-- sessions' tokens are kept, never the tokens. None of these tables changes what a visitor
-- sees, so none raises the data's revision.

-- A player's phone, for the admin's "Send by WhatsApp": `+` and 8 to 15 digits. Private,
-- like the email.
ALTER TABLE players ADD COLUMN phone TEXT
    CHECK (phone IS NULL OR (phone GLOB '+[0-9]*' AND phone NOT GLOB '+*[^0-9]*'
                             AND length(phone) BETWEEN 9 AND 16));

-- One-time sign-in links. A link works until `expires_at` (unix seconds, the club clock),
-- once (`used_at`), and only while it is the player's newest unused one (`replaced_at`).
-- A player's links go with the player.
CREATE TABLE member_links (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    player_id    INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    token_hash   TEXT    NOT NULL UNIQUE CHECK (length(token_hash) = 64),
    created_at   INTEGER NOT NULL,
    expires_at   INTEGER NOT NULL,
    used_at      INTEGER,
    replaced_at  INTEGER
) STRICT;
CREATE INDEX member_links_by_player ON member_links (player_id);
CREATE INDEX member_links_by_expiry ON member_links (expires_at);

-- Member sessions: the SHA-256 of the `th_member` cookie's token, whose player, when it
-- started, the club date it was last used on (renewed at most once a day), the browser and
-- system its User-Agent named, and the client that started it (an IPv4 address or an IPv6
-- /64; NULL when the server could not see one). Ids only grow, so a member's list never
-- names a session that ended as another one.
CREATE TABLE member_sessions (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    token_hash    TEXT    NOT NULL UNIQUE CHECK (length(token_hash) = 64),
    player_id     INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    created_at    INTEGER NOT NULL,
    last_used_on  TEXT    NOT NULL CHECK (date(last_used_on) = last_used_on),
    browser       TEXT    CHECK (browser IS NULL OR length(browser) BETWEEN 1 AND 32),
    system        TEXT    CHECK (system IS NULL OR length(system) BETWEEN 1 AND 32),
    client_key    TEXT    CHECK (client_key IS NULL OR length(client_key) <= 64)
) STRICT;
CREATE INDEX member_sessions_by_player ON member_sessions (player_id);
CREATE INDEX member_sessions_by_last_use ON member_sessions (last_used_on);

-- What a member chose for themselves: the language their notices are written in.
CREATE TABLE member_settings (
    player_id  INTEGER PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
    language   TEXT    NOT NULL CHECK (language IN ('en', 'es'))
) STRICT;
