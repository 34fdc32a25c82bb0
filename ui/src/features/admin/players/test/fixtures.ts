import type { Player } from "@/lib/wire";
import { aPlayer } from "@/test/fixtures";

/** A player as the admin's list sends it (with email and birth date), with what a test changes. */
export function makePlayer(change: Partial<Player> & Pick<Player, "id" | "name">): Player {
  return aPlayer({ createdAt: "2026-01-01T12:00:00Z", email: null, dateOfBirth: null, ...change });
}

/** The 409 `name_duplicate` answer naming `players`, as the server words it. */
export function sameNameRefusal(players: Pick<Player, "id" | "name">[]) {
  const message = "Another player has the same name. Send allowDuplicateName: true to save it anyway.";
  return {
    status: 409,
    body: {
      error: "conflict",
      code: "name_duplicate",
      message,
      fields: { name: { code: "name_duplicate", message, params: { players } } },
    },
  };
}

/** A small club: two pending registrations (sent newest first) and three players. */
export const club: Player[] = [
  makePlayer({
    id: 11,
    name: "Sofía Brenes",
    status: "pending",
    createdAt: "2026-03-03T15:00:00Z",
    email: "sofia@mail.com",
  }),
  makePlayer({ id: 10, name: "Diego Rojas", status: "pending", createdAt: "2026-03-01T15:00:00Z" }),
  makePlayer({
    id: 3,
    name: "Luis Vega",
    email: "luis@club.cr",
    totalPoints: 245,
    matchesPlayed: 7,
    matchesWon: 5,
    matchesLost: 2,
  }),
  makePlayer({
    id: 4,
    name: "Ana Mora",
    email: "ana@club.cr",
    totalPoints: 310,
    matchesWon: 6,
    matchesLost: 1,
    avatar: "/api/players/4/avatar?v=1",
  }),
  makePlayer({ id: 5, name: "Álvaro Ruiz", totalPoints: 0 }),
];
