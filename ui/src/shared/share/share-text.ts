import type { Format, Translate } from "@/lib/i18n";
import type { LeagueMatch, Match } from "@/lib/wire";
import { type Side, winnerSide } from "@/shared/results/model/sides";
import { stageNameKey } from "@/shared/tournaments/model/stages";
import { matchScore } from "@/shared/tournaments/model/server-words";

/** What a share action sends: a short text in the visitor's language and the page's address. */
export interface ShareMessage {
  text: string;
  url: string;
}

/**
 * The line for a match: the winner first with the score when it is played ("Ana beat Luis
 * 6-3 6-4"; a drawn challenge says so), else the pairing ("Ana vs Luis"). Null while a side is still unknown: a
 * "Winner QF1 vs BYE" is nothing to tell a friend.
 */
function matchLine(
  names: { one: string | null; two: string | null },
  winner: Side | null,
  score: string | null,
  t: Translate,
): string | null {
  if (names.one === null || names.two === null) return null;
  if (score !== null && winner === null) {
    return t("share.drew", { one: names.one, two: names.two, score });
  }
  if (score !== null) {
    const oneWon = winner === 1;
    return t("share.beat", {
      winner: oneWon ? names.one : names.two,
      loser: oneWon ? names.two : names.one,
      score,
    });
  }
  return t("share.versus", { one: names.one, two: names.two });
}

/** A tournament match: "Ana beat Luis 6-3 6-4 · Quarterfinals · Copa X", with the tournament's address. */
export function tournamentMatchMessage(
  match: Match,
  tournament: { id: number; name: string },
  t: Translate,
  origin: string = window.location.origin,
): ShareMessage | null {
  const completed = match.status === "completed";
  const line = matchLine(
    { one: match.player1Name, two: match.player2Name },
    completed ? winnerSide(match) : null,
    completed ? matchScore(match.scoreForWinner, match.outcome, t) : null,
    t,
  );
  if (line === null) return null;
  return {
    text: [line, t(stageNameKey(match.stage)), tournament.name].join(" · "),
    url: `${origin}/tournament/${tournament.id}`,
  };
}

/**
 * A challenge match with when and where it is played: "Ana vs Luis · 20/11/2026 · 18:30 ·
 * Court 3 · Challenge League" (the hour and the court when they are set), with the league's
 * address. A played one tells its result first: "Ana beat Luis 6-3 6-4 · 20/11/2026 · …".
 */
export function leagueMatchMessage(
  match: LeagueMatch,
  t: Translate,
  format: Pick<Format, "date" | "time">,
  origin: string = window.location.origin,
): ShareMessage {
  const completed = match.status === "completed";
  const line = matchLine(
    { one: match.player1Name, two: match.player2Name },
    completed ? winnerSide(match) : null,
    completed ? match.scoreForWinner : null,
    t,
  );
  const parts = [
    line ?? "",
    format.date(match.date),
    match.time ? format.time(match.time) : null,
    match.cancha ? t("league.court", { n: match.cancha }) : null,
    t("league.title"),
  ];
  return { text: parts.filter((part) => part !== null).join(" · "), url: `${origin}/league` };
}

/** A tournament page: "Copa X: draw, schedule and results", with its address. */
export function tournamentMessage(
  tournament: { id: number; name: string },
  t: Translate,
  origin: string = window.location.origin,
): ShareMessage {
  return {
    text: t("share.tournament", { name: tournament.name }),
    url: `${origin}/tournament/${tournament.id}`,
  };
}

/** The WhatsApp link that opens a chat picker with the message typed in (text, then address). */
export function whatsAppLink(message: ShareMessage): string {
  return `https://wa.me/?text=${encodeURIComponent(`${message.text}\n${message.url}`)}`;
}
