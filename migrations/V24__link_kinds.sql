-- Sign-in cannot be blocked (decisions §13): a link the admin made and a link emailed on a
-- request live side by side. A new link ends only the older unused one of its own kind, so a
-- stranger's request by email never ends the admin's link.
ALTER TABLE member_links ADD COLUMN via TEXT NOT NULL DEFAULT 'admin'
    CHECK (via IN ('admin', 'email'));

-- A sign-in link asked for by email, as the request left it: the answer (202) is given once
-- this row is written, the same for every address, and the worker looks the address up later
-- (src/club/members/by_email.rs). Nothing is handed over in memory: a request accepted before
-- a restart is answered after it.
CREATE TABLE sign_in_requests (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    email      TEXT    NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    client     TEXT    CHECK (client IS NULL OR length(client) <= 64),
    asked_at   INTEGER NOT NULL
) STRICT;

-- The per-address budget and the club-wide pacing count emailed links by when they were made.
CREATE INDEX member_links_emailed ON member_links (via, created_at);
