import Check from "lucide-react/icons/check";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import Flag from "lucide-react/icons/flag";
import Pencil from "lucide-react/icons/pencil";
import Swords from "lucide-react/icons/swords";
import Trophy from "lucide-react/icons/trophy";
import Undo2 from "lucide-react/icons/undo-2";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useFormat, useT } from "@/lib/i18n";
import type { LeagueMatch } from "@/lib/wire";
import { LeagueAnswer } from "@/shared/league/components/league-answer";
import { LeagueScoreDialog } from "@/shared/league/components/league-score-dialog";
import { leagueReportedSentence, leagueResultSentence } from "@/shared/league/model/league-result-words";
import { useConfirmResult, useWithdrawClaim } from "@/shared/results/api/result-calls";
import { ClaimNote } from "@/shared/results/components/claim-note";
import { ConfirmationMark } from "@/shared/results/components/confirmation-mark";
import { MatchDisputeDialog } from "@/shared/results/components/dispute-dialog";
import { PhoneResultDialog } from "@/shared/results/components/phone-result-dialog";
import { ResultChangedNote } from "@/shared/results/components/result-changed-note";
import {
  awaitsAnswerFrom,
  claimedBy,
  correctableBy,
  opponentIn,
  shownResult,
  type PlayedMatch,
} from "@/shared/results/model/confirmation";
import { claimSentence, nameIn, resultSentence } from "@/shared/results/model/result-words";
import { stageNameKey } from "@/shared/tournaments/model/stages";
import type { PlayerMatch } from "@/shared/tournaments/api/get-player-tournament-matches";
import { isDoubles } from "@/shared/results/model/sides";

/** The tournament and stage a result belongs to, leading to the tournament. */
function Where({ item }: { item: PlayerMatch }) {
  const t = useT();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-court-800">
      <Trophy aria-hidden="true" className="size-4 shrink-0" />
      <Link
        to={`/tournament/${item.match.tournamentId}`}
        className="rounded-sm underline-offset-2 hover:underline focus-visible:underline"
      >
        {item.tournamentName}
      </Link>
      <span className="text-slate-600">· {t(stageNameKey(item.match.stage))}</span>
    </p>
  );
}

/**
 * One result the opponent recorded, or walkover they claimed, with Confirm and Dispute.
 * Confirm names the version shown; if the opponent corrected it since, the new one shows in
 * its place with a note saying so, and the next Confirm names it.
 */
function ToConfirm({ item, playerId }: { item: PlayerMatch; playerId: number }) {
  const t = useT();
  const format = useFormat();
  const [disputing, setDisputing] = useState(false);
  const [changed, setChanged] = useState(false);
  const { match } = item;
  const confirm = useConfirmResult(match.tournamentId, { onChanged: () => setChanged(true) });
  const shown = shownResult(match);
  const reporter = nameIn(match, match.confirmation?.reportedBy ?? null) ?? opponentIn(match, playerId).name;
  const claim = claimSentence(match, t);
  const result = resultSentence(match, t) ?? "";
  // In doubles the result names the teams already: the other team recorded it.
  const reported =
    claim ??
    (isDoubles(match)
      ? t("results.toConfirm.reportedByTeam", { result })
      : t("results.toConfirm.reported", { name: reporter ?? "", result }));
  const until = match.confirmation?.confirmBy ? format.dateTime(match.confirmation.confirmBy) : null;
  return (
    <li className="grid gap-3 px-4 py-4">
      <Where item={item} />
      <p className="break-words text-lg font-bold text-slate-900">{reported}</p>
      {until ? (
        <p className="text-sm text-slate-700">
          {t(
            claim || match.outcome === "walkover"
              ? "results.toConfirm.walkoverUntil"
              : "results.toConfirm.until",
            until,
          )}
        </p>
      ) : null}
      <ResultChangedNote changed={changed} />
      <div className="grid grid-cols-2 gap-2">
        <Button
          size="lg"
          disabled={confirm.isPending || shown === null}
          onClick={() => shown && confirm.mutate(shown)}
        >
          <Check aria-hidden="true" className="size-5" />
          {t("results.toConfirm.confirm")}
        </Button>
        <Button size="lg" variant="secondary" onClick={() => setDisputing(true)}>
          <Flag aria-hidden="true" className="size-5" />
          {t("results.toConfirm.dispute")}
        </Button>
      </div>
      {disputing ? (
        <MatchDisputeDialog match={match} reported={reported} onClose={() => setDisputing(false)} />
      ) : null}
    </li>
  );
}

/** The league and the match's date (leading to the league), and its two players. */
function LeagueWhere({ match }: { match: LeagueMatch }) {
  const t = useT();
  const format = useFormat();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-court-800">
      <Swords aria-hidden="true" className="size-4 shrink-0" />
      <Link to="/league" className="rounded-sm underline-offset-2 hover:underline focus-visible:underline">
        {t("league.title")}
      </Link>
      <span className="text-slate-600">· {format.date(match.date)}</span>
      <span className="text-slate-600">
        · {match.player1Name} {t("member.vs")} {match.player2Name}
      </span>
    </p>
  );
}

/**
 * One league score the opponent recorded, or one entered with the league password (then the
 * player it does not favour answers it, either player a draw), with Confirm and Dispute.
 */
function LeagueToConfirm({ match }: { match: LeagueMatch }) {
  const t = useT();
  const format = useFormat();
  const until = match.confirmation?.confirmBy ? format.dateTime(match.confirmation.confirmBy) : null;
  const byPassword = (match.confirmation?.reportedBy ?? null) === null;
  return (
    <li className="grid gap-3 px-4 py-4" data-kind="league">
      <LeagueWhere match={match} />
      <p className="text-lg font-bold text-slate-900">{leagueReportedSentence(match, t)}</p>
      {byPassword ? <p className="text-sm text-slate-700">{t("leagueMembers.byPasswordHint")}</p> : null}
      {until ? <p className="text-sm text-slate-700">{t("results.toConfirm.until", until)}</p> : null}
      <LeagueAnswer match={match} />
    </li>
  );
}

/**
 * "Confirm or dispute", at the top of the member's page: the results the opponent recorded in
 * the member's matches, tournament and league, each to confirm or dispute. Nothing when none
 * waits.
 */
export function ResultsToConfirm({
  matches,
  league,
  playerId,
}: {
  matches: PlayerMatch[];
  league: LeagueMatch[];
  playerId: number;
}) {
  const t = useT();
  const waiting = matches.filter((item) => awaitsAnswerFrom(item.match, playerId));
  const leagueWaiting = league.filter((match) => awaitsAnswerFrom(match, playerId));
  if (waiting.length + leagueWaiting.length === 0) return null;
  return (
    <section aria-labelledby="me-to-confirm" className="grid gap-3">
      <h2 id="me-to-confirm" className="flex items-center gap-2 text-2xl font-extrabold text-court-900">
        <CircleAlert aria-hidden="true" className="size-7 text-amber-600" />
        {t("results.toConfirm.title")}
      </h2>
      <p className="text-base text-slate-700">{t("results.toConfirm.hint")}</p>
      <Card className="overflow-hidden border-amber-300">
        <ul className="divide-y divide-slate-100">
          {waiting.map((item) => (
            <ToConfirm key={`t${item.match.id}`} item={item} playerId={playerId} />
          ))}
          {leagueWaiting.map((match) => (
            <LeagueToConfirm key={`l${match.id}`} match={match} />
          ))}
        </ul>
      </Card>
    </section>
  );
}

/**
 * One result of the member's that is not settled yet: what it waits for, and Correct while it
 * may; or a walkover they claimed, which they may withdraw.
 */
function OpenResult({ item, playerId }: { item: PlayerMatch; playerId: number }) {
  const t = useT();
  const format = useFormat();
  const [correcting, setCorrecting] = useState(false);
  const { match } = item;
  const withdraw = useWithdrawClaim(match.tournamentId);
  const claimant = claimedBy(match, playerId);
  const mine = correctableBy(match, playerId);
  const until = match.confirmation?.confirmBy ? format.dateTime(match.confirmation.confirmBy) : null;
  let note: string | null = null;
  if (match.confirmation?.state === "disputed")
    note =
      match.confirmation.reportedBy === playerId
        ? t("results.mine.disputedByOpponent")
        : t("results.mine.disputed");
  else if ((mine || claimant) && until) note = t("results.mine.awaiting", until);
  return (
    <li className="grid gap-2 px-4 py-3">
      <Where item={item} />
      {match.confirmation?.claim ? (
        <ClaimNote match={match} className="text-lg font-bold" />
      ) : (
        <p className="flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900">
          {resultSentence(match, t)}
          <ConfirmationMark item={match} />
        </p>
      )}
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
      {claimant ? (
        <Button
          variant="secondary"
          size="lg"
          className="justify-self-start"
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(match.id)}
        >
          <Undo2 aria-hidden="true" className="size-5" />
          {t("results.withdraw")}
        </Button>
      ) : null}
      {mine ? (
        <Button
          variant="secondary"
          size="lg"
          className="justify-self-start"
          onClick={() => setCorrecting(true)}
        >
          <Pencil aria-hidden="true" className="size-5" />
          {t("results.mine.correct")}
        </Button>
      ) : null}
      {correcting ? (
        <PhoneResultDialog
          match={match}
          correcting
          context={item.tournamentName}
          onClose={() => setCorrecting(false)}
        />
      ) : null}
    </li>
  );
}

/** One league score of the member's not settled yet: what it waits for, and Correct while it may. */
function LeagueOpenResult({ match, playerId }: { match: LeagueMatch; playerId: number }) {
  const t = useT();
  const format = useFormat();
  const [correcting, setCorrecting] = useState(false);
  const mine = correctableBy(match, playerId);
  const until = match.confirmation?.confirmBy ? format.dateTime(match.confirmation.confirmBy) : null;
  let note: string | null = null;
  if (match.confirmation?.state === "disputed")
    note =
      match.confirmation.reportedBy === playerId
        ? t("results.mine.disputedByOpponent")
        : t("results.mine.disputed");
  else if (mine && until) note = t("results.mine.awaiting", until);
  return (
    <li className="grid gap-2 px-4 py-3" data-kind="league">
      <LeagueWhere match={match} />
      <p className="flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900">
        {leagueResultSentence(match, t)}
        <ConfirmationMark item={match} />
      </p>
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
      {mine ? (
        <Button
          variant="secondary"
          size="lg"
          className="justify-self-start"
          onClick={() => setCorrecting(true)}
        >
          <Pencil aria-hidden="true" className="size-5" />
          {t("results.mine.correct")}
        </Button>
      ) : null}
      {correcting ? <LeagueScoreDialog match={match} onClose={() => setCorrecting(false)} /> : null}
    </li>
  );
}

/**
 * A result not settled yet that waits on someone else: the member's own while it awaits, their
 * walkover claim, or a disputed one.
 */
function isOpen(match: PlayedMatch, playerId: number): boolean {
  return (
    correctableBy(match, playerId) || claimedBy(match, playerId) || match.confirmation?.state === "disputed"
  );
}

/**
 * The member's results not settled yet that wait on someone else, tournament and league: the
 * ones they recorded, which they may still correct, and disputed ones the admin settles.
 */
export function OpenResults({
  matches,
  league,
  playerId,
}: {
  matches: PlayerMatch[];
  league: LeagueMatch[];
  playerId: number;
}) {
  const t = useT();
  const open = matches.filter((item) => isOpen(item.match, playerId));
  const leagueOpen = league.filter((match) => isOpen(match, playerId));
  if (open.length + leagueOpen.length === 0) return null;
  return (
    <section aria-labelledby="me-open-results" className="grid gap-3">
      <h2 id="me-open-results" className="text-2xl font-extrabold text-court-900">
        {t("results.mine.title")}
      </h2>
      <Card className="overflow-hidden">
        <ul className="divide-y divide-slate-100">
          {open.map((item) => (
            <OpenResult key={`t${item.match.id}`} item={item} playerId={playerId} />
          ))}
          {leagueOpen.map((match) => (
            <LeagueOpenResult key={`l${match.id}`} match={match} playerId={playerId} />
          ))}
        </ul>
      </Card>
    </section>
  );
}
