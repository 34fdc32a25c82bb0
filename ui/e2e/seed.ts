/**
 * Fills an empty server with a small club through the public API, as the
 * admin would by hand: players, a 12-player hybrid played into its
 * semifinals, a 5-player single elimination with its first round played, a
 * tournament coming soon and a few league matches. Used where the binary's
 * own `demo` data is not what a check needs.
 * CLI: `tsx e2e/seed.ts http://127.0.0.1:18080 ADMIN_PASSWORD`.
 */

interface Match {
  id: number;
  stage: string;
  player1Id: number | null;
  player2Id: number | null;
  playable: boolean;
  status: string;
}

const NAMES = [
  "Ana Mora",
  "Luis Vega",
  "Marta Solís",
  "Pablo Jiménez",
  "Sofía Rojas",
  "Diego Castro",
  "Valeria Núñez",
  "Andrés Quesada",
  "Camila Vargas",
  "José Alfaro",
  "Lucía Chaves",
  "Mateo Arias",
  "Daniela Brenes",
  "Carlos Ulate",
];
const SCORES = ["6-3, 6-4", "7-5, 6-2", "6-4, 3-6, 7-6(4)", "6-2, 6-1", "6-4, 4-6, 10-8", "7-6(3), 6-4"];

/** The same score seen from the other side: "6-3, 4-6" becomes "3-6, 6-4". */
function turned(score: string): string {
  return score
    .split(", ")
    .map((set) => set.replace(/^(\d+)-(\d+)/, "$2-$1").replace(/\((\d+)\)$/, "($1)"))
    .join(", ");
}

/** A client that keeps the admin cookie. */
export function client(baseUrl: string) {
  let cookie = "";
  return async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0] ?? cookie;
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

/** Records every playable match of the given stages, the lower player id winning unless `upset` says otherwise. */
export async function play(
  call: ReturnType<typeof client>,
  tournamentId: number,
  stages: string[],
  upset: (match: Match) => boolean = () => false,
) {
  const matches = await call<Match[]>("GET", `/api/tournaments/${tournamentId}/matches`);
  let index = 0;
  for (const match of matches) {
    if (!stages.includes(match.stage) || !match.playable || match.status === "completed") continue;
    const p1 = match.player1Id as number;
    const p2 = match.player2Id as number;
    const favourite = p1 < p2 ? p1 : p2;
    const winnerId = upset(match) ? (favourite === p1 ? p2 : p1) : favourite;
    const score = SCORES[index++ % SCORES.length] as string;
    await call("POST", "/api/matches/result", {
      matchId: match.id,
      winnerId,
      score: winnerId === p1 ? score : turned(score),
    });
  }
}

/** Builds the sample club on an empty server. */
export async function seedClub(baseUrl: string, adminPassword: string) {
  const call = client(baseUrl);
  await call("POST", "/api/admin/login", { password: adminPassword });
  const ids: number[] = [];
  for (const name of NAMES)
    ids.push(
      (
        await call<{ id: number }>("POST", "/api/players", {
          name,
          bestHand: ids.length % 5 === 3 ? "left" : "right",
        })
      ).id,
    );

  const hybrid = await call<{ id: number }>("POST", "/api/tournaments", {
    name: "Grand Slam Noviembre",
    startDate: "2026-11-02",
    playerCount: 12,
    buyIn: 10000,
    status: "active",
    tournamentType: "hybrid",
    selectedPlayerIds: ids.slice(0, 12),
  });
  await call("POST", `/api/tournaments/${hybrid.id}/generate-matches`);
  // One upset in the groups, so a table has a tie to explain.
  const upsetPair = new Set([ids[2], ids[9]]);
  await play(
    call,
    hybrid.id,
    ["group"],
    (m) => upsetPair.has(m.player1Id ?? 0) && upsetPair.has(m.player2Id ?? 0),
  );
  await play(call, hybrid.id, ["quarterfinal"]);
  await call("PATCH", `/api/tournaments/${hybrid.id}`, { bagPrice: 60000 });

  const single = await call<{ id: number }>("POST", "/api/tournaments", {
    name: "Copa Relámpago",
    startDate: "2026-11-09",
    playerCount: 5,
    buyIn: 0,
    status: "active",
    tournamentType: "single_elimination",
    selectedPlayerIds: ids.slice(9, 14),
  });
  await call("POST", `/api/tournaments/${single.id}/generate-matches`);
  await play(call, single.id, ["quarterfinal"]);

  await call("POST", "/api/tournaments", {
    name: "Masters de Diciembre",
    startDate: "2026-12-07",
    playerCount: 8,
    buyIn: 5000,
    status: "coming_soon",
    tournamentType: "hybrid",
    selectedPlayerIds: ids.slice(0, 8),
  });

  const league = await call<{ id: number }>("POST", "/api/league/matches", {
    player1Id: ids[2],
    player2Id: ids[4],
    date: "2026-11-18",
    time: "18:30",
    cancha: 4,
  });
  await call("POST", `/api/league/matches/${league.id}/score`, {
    matchId: league.id,
    setsPlayed: 2,
    setScores: [
      { player1Score: 6, player2Score: 4, winner: 1 },
      { player1Score: 6, player2Score: 2, winner: 1 },
    ],
  });
  await call("POST", "/api/league/matches", {
    player1Id: ids[6],
    player2Id: ids[7],
    date: "2026-11-25",
    time: "08:00",
    cancha: 11,
  });
  return { hybridId: hybrid.id, singleId: single.id };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "")) {
  const [baseUrl, password] = process.argv.slice(2);
  if (!baseUrl || !password) throw new Error("usage: tsx e2e/seed.ts BASE_URL ADMIN_PASSWORD");
  console.log(await seedClub(baseUrl, password));
}
