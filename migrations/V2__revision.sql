-- The revision of the club's data: a number that changes with every change to anything a
-- visitor can see. Caches of derived answers (rankings, brackets) are keyed by it, so they are
-- invalidated by every write, whichever process makes it. Sessions and settings are left out:
-- they change no public answer.
CREATE TABLE revision (
    id  INTEGER PRIMARY KEY CHECK (id = 1),
    n   INTEGER NOT NULL
) STRICT;
INSERT INTO revision (id, n) VALUES (1, 0);

CREATE TRIGGER players_insert_revision AFTER INSERT ON players
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER players_update_revision AFTER UPDATE ON players
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER players_delete_revision AFTER DELETE ON players
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER avatars_insert_revision AFTER INSERT ON avatars
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER avatars_update_revision AFTER UPDATE ON avatars
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER avatars_delete_revision AFTER DELETE ON avatars
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER point_adjustments_insert_revision AFTER INSERT ON point_adjustments
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER point_adjustments_update_revision AFTER UPDATE ON point_adjustments
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER point_adjustments_delete_revision AFTER DELETE ON point_adjustments
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER invitations_insert_revision AFTER INSERT ON invitations
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER invitations_update_revision AFTER UPDATE ON invitations
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER invitations_delete_revision AFTER DELETE ON invitations
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournaments_insert_revision AFTER INSERT ON tournaments
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournaments_update_revision AFTER UPDATE ON tournaments
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournaments_delete_revision AFTER DELETE ON tournaments
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournament_groups_insert_revision AFTER INSERT ON tournament_groups
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournament_groups_update_revision AFTER UPDATE ON tournament_groups
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournament_groups_delete_revision AFTER DELETE ON tournament_groups
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournament_players_insert_revision AFTER INSERT ON tournament_players
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournament_players_update_revision AFTER UPDATE ON tournament_players
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER tournament_players_delete_revision AFTER DELETE ON tournament_players
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER matches_insert_revision AFTER INSERT ON matches
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER matches_update_revision AFTER UPDATE ON matches
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER matches_delete_revision AFTER DELETE ON matches
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER league_matches_insert_revision AFTER INSERT ON league_matches
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER league_matches_update_revision AFTER UPDATE ON league_matches
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;

CREATE TRIGGER league_matches_delete_revision AFTER DELETE ON league_matches
BEGIN
    UPDATE revision SET n = n + 1 WHERE id = 1;
END;
