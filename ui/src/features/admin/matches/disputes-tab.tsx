import { Check, ClipboardCheck, Quote, SquarePen } from "lucide-react";
import { useState, type ReactNode } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useFormat, useT } from "@/lib/i18n";
import type { LeagueMatch, Match, WaitingResult } from "@/lib/wire";
import { leagueNameOf, leagueResultSentence } from "@/shared/league/model/league-result-words";
import { useConfirmLeagueScore, useConfirmResult } from "@/shared/results/api/result-calls";
import { ResultChangedNote } from "@/shared/results/components/result-changed-note";
import { opponentIn, type ShownResult } from "@/shared/results/model/confirmation";
import { nameIn, resultSentence } from "@/shared/results/model/result-words";
import { useTournaments } from "@/shared/tournaments/api/get-tournaments";
import { stageNameKey } from "@/shared/tournaments/model/stages";
import { useDisputes } from "./api/get-disputes";
import { HistoryButton } from "./history-dialog";
import { ResultDialog } from "./result-dialog";

/** What a card shows of either kind of match, and what its buttons do. */
interface CardParts {
  item: WaitingResult;
  context: string;
  player1: string;
  player2: string;
  /** Who recorded it: a member by name, or the league password. */
  reporter: string;
  /** Who disputes it: the reporter's opponent, or null when no member recorded it. */
  disputer: string | null;
  result: string;
  confirming: boolean;
  /** Whether a Confirm found the result corrected since the queue was loaded (it now shows the new one). */
  changed: boolean;
  onConfirm: () => void;
  onCorrect: () => void;
  history: ReactNode;
  dialog: ReactNode;
}

/** One result waiting for the admin: both versions, and Confirm, Record the right result, History. */
function WaitingCard({
  item,
  context,
  player1,
  player2,
  reporter,
  disputer,
  result,
  confirming,
  changed,
  onConfirm,
  onCorrect,
  history,
  dialog,
}: CardParts) {
  const t = useT();
  const format = useFormat();
  const reportedAt = format.dateTime(item.reportedAt);
  return (
    <li>
      <Card className="grid gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={item.kind === "disputed" ? "red" : "amber"}>
            {t(item.kind === "disputed" ? "disputes.kind.disputed" : "disputes.kind.walkover")}
          </Badge>
          <span className="text-sm font-semibold text-court-800">{context}</span>
        </div>
        <p className="text-lg font-extrabold text-slate-900">
          {player1} {t("member.vs")} {player2}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <section className="grid content-start gap-1 rounded-xl bg-slate-50 p-3">
            <h3 className="text-sm font-bold uppercase tracking-wide text-slate-600">
              {t("disputes.recorded", { name: reporter })}
            </h3>
            <p className="text-base font-bold text-slate-900">{result}</p>
            <p className="text-sm text-slate-600">{t("disputes.recordedWhen", reportedAt)}</p>
          </section>
          {item.kind === "disputed" ? (
            <section className="grid content-start gap-1 rounded-xl bg-clay-50 p-3">
              <h3 className="text-sm font-bold uppercase tracking-wide text-clay-700">
                {disputer ? t("disputes.reasonBy", { name: disputer }) : t("disputes.reasonByPlayer")}
              </h3>
              <p className="flex gap-2 text-base text-slate-900">
                <Quote aria-hidden="true" className="mt-1 size-4 shrink-0 text-clay-700" />
                <span className="min-w-0 whitespace-pre-line break-words">{item.reason}</span>
              </p>
            </section>
          ) : (
            <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{t("disputes.walkoverNote")}</p>
          )}
        </div>
        <ResultChangedNote changed={changed} text={t("results.toConfirm.changed")} />
        <div className="flex flex-wrap gap-2">
          <Button disabled={confirming} onClick={onConfirm}>
            <Check aria-hidden="true" className="size-5" />
            {t("disputes.confirm")}
          </Button>
          <Button variant="secondary" onClick={onCorrect}>
            <SquarePen aria-hidden="true" className="size-5" />
            {t("disputes.correct")}
          </Button>
          {history}
        </div>
      </Card>
      {dialog}
    </li>
  );
}

/**
 * The version of a waiting result its Confirm names: the match's `confirmation.reportedAt`,
 * which the queue's `reportedAt` repeats.
 */
function shownIn(item: WaitingResult, match: { id: number; confirmation?: { reportedAt: string } | null }) {
  return {
    matchId: match.id,
    reportedAt: match.confirmation?.reportedAt ?? item.reportedAt,
  } satisfies ShownResult;
}

/** A tournament result waiting for the admin; corrected with the Matches tab's result dialog. */
function TournamentCard({ item, match, context }: { item: WaitingResult; match: Match; context: string }) {
  const t = useT();
  const [correcting, setCorrecting] = useState(false);
  const [changed, setChanged] = useState(false);
  const confirm = useConfirmResult(match.tournamentId, { onChanged: () => setChanged(true) });
  const reporterId = match.confirmation?.reportedBy ?? null;
  const player1 = match.player1Name ?? t("matches.tbd");
  const player2 = match.player2Name ?? t("matches.tbd");
  return (
    <WaitingCard
      item={item}
      context={context}
      player1={player1}
      player2={player2}
      reporter={nameIn(match, reporterId) ?? t("history.actor.admin")}
      disputer={reporterId === null ? null : opponentIn(match, reporterId).name}
      result={resultSentence(match, t) ?? ""}
      confirming={confirm.isPending}
      changed={changed}
      onConfirm={() => confirm.mutate(shownIn(item, match))}
      onCorrect={() => setCorrecting(true)}
      history={<HistoryButton match={match} context={context} />}
      dialog={
        correcting ? (
          <ResultDialog
            match={match}
            player1Name={player1}
            player2Name={player2}
            context={context}
            onClose={() => setCorrecting(false)}
          />
        ) : null
      }
    />
  );
}

/** A league score waiting for the admin; corrected with the league's score dialog, which the console lends. */
function LeagueCard({
  item,
  match,
  correction,
}: {
  item: WaitingResult;
  match: LeagueMatch;
  correction: LeagueCorrection | undefined;
}) {
  const t = useT();
  const format = useFormat();
  const [correcting, setCorrecting] = useState(false);
  const [changed, setChanged] = useState(false);
  const confirm = useConfirmLeagueScore({ onChanged: () => setChanged(true) });
  const reporterId = match.confirmation?.reportedBy ?? null;
  const opponentId = reporterId === match.player1Id ? match.player2Id : match.player1Id;
  return (
    <WaitingCard
      item={item}
      context={t("disputes.leagueContext", { date: format.date(match.date) })}
      player1={match.player1Name}
      player2={match.player2Name}
      reporter={leagueNameOf(match, reporterId) ?? t("history.actor.league")}
      disputer={reporterId === null ? null : leagueNameOf(match, opponentId)}
      result={leagueResultSentence(match, t) ?? ""}
      confirming={confirm.isPending}
      changed={changed}
      onConfirm={() => confirm.mutate(shownIn(item, match))}
      onCorrect={() => setCorrecting(true)}
      history={null}
      dialog={correcting && correction ? correction(match, () => setCorrecting(false)) : null}
    />
  );
}

/** The league's score dialog, lent by the console (each area of it is a feature of its own). */
export type LeagueCorrection = (match: LeagueMatch, onClose: () => void) => ReactNode;

/**
 * The console's Disputes tab (docs/rules.md#results-by-the-players): the results waiting for
 * the admin, tournament and league, the oldest report first; disputed ones with the recorded result beside the
 * opponent's reason, and players' walkovers past their 48 hours. The admin confirms the
 * recorded result or records the right one; either way it leaves the queue.
 */
export function DisputesTab({ leagueCorrection }: { leagueCorrection?: LeagueCorrection }) {
  const t = useT();
  const disputes = useDisputes();
  const tournaments = useTournaments();
  const names = new Map((tournaments.data ?? []).map((tournament) => [tournament.id, tournament.name]));
  let body;
  if (disputes.isPending) body = <Spinner label={t("disputes.loading")} />;
  else if (disputes.isError) body = <LoadError onRetry={() => void disputes.refetch()} />;
  else if (disputes.data.length === 0)
    body = <EmptyState icon={ClipboardCheck} title={t("disputes.empty")} hint={t("disputes.emptyHint")} />;
  else
    body = (
      <ul className="grid gap-4">
        {disputes.data.map((item) => {
          if (item.match)
            return (
              <TournamentCard
                key={`t${item.match.id}`}
                item={item}
                match={item.match}
                context={t("disputes.context", {
                  tournament: names.get(item.match.tournamentId) ?? "",
                  stage: t("matches.sectionTitle", {
                    week: item.match.week,
                    stage: t(stageNameKey(item.match.stage)),
                  }),
                })}
              />
            );
          if (item.leagueMatch)
            return (
              <LeagueCard
                key={`l${item.leagueMatch.id}`}
                item={item}
                match={item.leagueMatch}
                correction={leagueCorrection}
              />
            );
          return null;
        })}
      </ul>
    );
  return (
    <div className="grid grid-cols-1 gap-5">
      <div>
        <h2 className="text-2xl font-extrabold text-court-900">{t("disputes.title")}</h2>
        <p className="text-base text-slate-700">{t("disputes.subtitle")}</p>
      </div>
      {body}
    </div>
  );
}
