import CalendarClock from "lucide-react/icons/calendar-clock";
import Check from "lucide-react/icons/check";
import ClipboardCheck from "lucide-react/icons/clipboard-check";
import Quote from "lucide-react/icons/quote";
import Scale from "lucide-react/icons/scale";
import SquarePen from "lucide-react/icons/square-pen";
import { useId, useState, type ReactNode } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cx } from "@/lib/class-names";
import { useFormat, useT } from "@/lib/i18n";
import type { LeagueMatch, Match, WaitingResult } from "@/lib/wire";
import { leagueNameOf, leagueResultSentence } from "@/shared/league/model/league-result-words";
import { useConfirmLeagueScore, useConfirmResult } from "@/shared/results/api/result-calls";
import { ResultChangedNote } from "@/shared/results/components/result-changed-note";
import { opponentIn, type ShownResult } from "@/shared/results/model/confirmation";
import { nameIn } from "@/shared/results/model/result-words";
import { useTournaments } from "@/shared/tournaments/api/get-tournaments";
import { stageNameKey } from "@/shared/tournaments/model/stages";
import { useDisputes } from "./api/get-disputes";
import {
  type SettleAccept,
  type Settlement,
  useSettleLeagueScore,
  useSettleResult,
} from "./api/settle-result";
import { ClearLaterDialog } from "./clear-later-dialog";
import { HistoryButton } from "./history-dialog";
import { playedOnMatches } from "./model/played-on";
import {
  type DisputeChoice,
  disputeChoice,
  leagueVersionSentence,
  reportSentence,
  versionSentence,
} from "./model/versions";
import { ResultDialog } from "./result-dialog";

/** What a card shows of either kind of match, and what its buttons do. */
interface CardParts {
  item: WaitingResult;
  context: string;
  player1: string;
  player2: string;
  /** Who reported it: a member by name, or the league password. */
  reporter: string;
  /** Who disputes it: the reporter's opponent, or null when no member reported it. */
  disputer: string | null;
  /** The report as a sentence: the result, or the walkover claimed. */
  reported: string;
  /** The disputer's own version as a sentence; null when the dispute came without one. */
  disputed: string | null;
  /** What "Accept the dispute" does. */
  choice: DisputeChoice;
  /** Whether a Confirm or a ruling is on its way. */
  pending: boolean;
  /** Whether a Confirm or a ruling found the report corrected since the queue was loaded (it now shows the new one). */
  changed: boolean;
  /** Confirms a walkover claim past its 48 hours. */
  onConfirm: () => void;
  /** Settles a dispute with the version that stands. */
  onSettle: (accept: SettleAccept) => void;
  onCorrect: () => void;
  history: ReactNode;
  dialog: ReactNode;
}

/** One side of a waiting result: what it says, and who says so. */
function VersionPanel({
  id,
  title,
  tone,
  children,
}: {
  id: string;
  title: string;
  tone: "report" | "dispute";
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cx(
        "grid min-w-0 content-start gap-1 rounded-xl p-3",
        tone === "report" ? "bg-slate-50" : "bg-clay-50",
      )}
    >
      <h3
        id={id}
        className={cx(
          "text-sm font-bold uppercase tracking-wide",
          tone === "report" ? "text-slate-600" : "text-clay-700",
        )}
      >
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * One result waiting for the admin. A dispute shows both versions side by side (stacked on a
 * phone), the report and the disputer's, with Accept the report, Accept the dispute and Record
 * another; a walkover claim past its 48 hours, with Confirm and Record the right result.
 */
function WaitingCard({
  item,
  context,
  player1,
  player2,
  reporter,
  disputer,
  reported,
  disputed,
  choice,
  pending,
  changed,
  onConfirm,
  onSettle,
  onCorrect,
  history,
  dialog,
}: CardParts) {
  const t = useT();
  const format = useFormat();
  const id = useId();
  const reportedAt = format.dateTime(item.reportedAt);
  const isDispute = item.kind === "disputed";
  return (
    <li>
      <Card className="grid gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={isDispute ? "red" : "amber"}>
            {t(isDispute ? "disputes.kind.disputed" : "disputes.kind.walkover")}
          </Badge>
          <span className="min-w-0 break-words text-sm font-semibold text-court-800">{context}</span>
        </div>
        <p className="break-words text-lg font-extrabold text-slate-900">
          {player1} {t("member.vs")} {player2}
        </p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <VersionPanel id={`${id}-report`} title={t("adminDisputes.reported")} tone="report">
            <p className="break-words text-base font-bold text-slate-900">{reported}</p>
            <p className="break-words text-sm text-slate-700">{t("disputes.recorded", { name: reporter })}</p>
            <p className="text-sm text-slate-600">{t("disputes.recordedWhen", reportedAt)}</p>
          </VersionPanel>
          {isDispute ? (
            <VersionPanel id={`${id}-dispute`} title={t("adminDisputes.dispute")} tone="dispute">
              <p
                className={cx(
                  "break-words text-base",
                  disputed ? "font-bold text-slate-900" : "italic text-slate-700",
                )}
              >
                {disputed ?? t("adminDisputes.noScore")}
              </p>
              <p className="break-words text-sm text-slate-700">
                {disputer ? t("disputes.reasonBy", { name: disputer }) : t("disputes.reasonByPlayer")}
              </p>
              {item.reason ? (
                <p className="flex gap-2 text-base text-slate-900">
                  <Quote aria-hidden="true" className="mt-1 size-4 shrink-0 text-clay-700" />
                  <span className="min-w-0 whitespace-pre-line break-words">{item.reason}</span>
                </p>
              ) : null}
            </VersionPanel>
          ) : (
            <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{t("disputes.walkoverNote")}</p>
          )}
        </div>
        <ResultChangedNote changed={changed} text={t("results.toConfirm.changed")} />
        {isDispute ? (
          <div className="grid gap-2">
            <div className="flex flex-wrap gap-2">
              <Button disabled={pending} onClick={() => onSettle("report")}>
                <Check aria-hidden="true" className="size-5" />
                {t("adminDisputes.acceptReport")}
              </Button>
              <Button
                variant="secondary"
                disabled={pending || choice === "none"}
                aria-describedby={choice === "none" ? `${id}-no-version` : undefined}
                onClick={() => onSettle("dispute")}
              >
                {choice === "withdraw" ? (
                  <CalendarClock aria-hidden="true" className="size-5" />
                ) : (
                  <Scale aria-hidden="true" className="size-5" />
                )}
                {choice === "withdraw" ? t("adminDisputes.noWalkover") : t("adminDisputes.acceptDispute")}
              </Button>
              <Button variant="secondary" onClick={onCorrect}>
                <SquarePen aria-hidden="true" className="size-5" />
                {t("adminDisputes.recordAnother")}
              </Button>
              {history}
            </div>
            {choice === "none" ? (
              <p id={`${id}-no-version`} className="text-sm text-slate-700">
                {t("adminDisputes.noVersionHint")}
              </p>
            ) : null}
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button disabled={pending} onClick={onConfirm}>
              <Check aria-hidden="true" className="size-5" />
              {t("disputes.confirm")}
            </Button>
            <Button variant="secondary" onClick={onCorrect}>
              <SquarePen aria-hidden="true" className="size-5" />
              {t("disputes.correct")}
            </Button>
            {history}
          </div>
        )}
      </Card>
      {dialog}
    </li>
  );
}

/**
 * The version of a waiting result its Confirm or ruling names: the match's
 * `confirmation.reportedAt`, which the queue's `reportedAt` repeats.
 */
function shownIn(item: WaitingResult, match: { id: number; confirmation?: { reportedAt: string } | null }) {
  return {
    matchId: match.id,
    reportedAt: match.confirmation?.reportedAt ?? item.reportedAt,
  } satisfies ShownResult;
}

/**
 * A tournament result waiting for the admin; recorded anew with the Matches tab's result dialog.
 * A ruling that changes a winner who already played on first lists the later results it
 * clears, and is sent again with `clearLater` once the admin confirms.
 */
function TournamentCard({ item, match, context }: { item: WaitingResult; match: Match; context: string }) {
  const t = useT();
  const [correcting, setCorrecting] = useState(false);
  const [changed, setChanged] = useState(false);
  // A ruling refused because the winner played on: what to send again with clearLater.
  const [playedOn, setPlayedOn] = useState<{ settlement: Settlement; matchIds: number[] } | null>(null);
  const confirm = useConfirmResult(match.tournamentId, { onChanged: () => setChanged(true) });
  const settle = useSettleResult(match.tournamentId, {
    onChanged: () => setChanged(true),
    onSuccess: () => setPlayedOn(null),
  });
  const reporterId = match.confirmation?.reportedBy ?? null;
  const player1 = match.player1Name ?? t("matches.tbd");
  const player2 = match.player2Name ?? t("matches.tbd");

  function onSettle(accept: SettleAccept) {
    const settlement: Settlement = { ...shownIn(item, match), accept };
    settle.mutate(settlement, {
      onError: (error) => {
        const matchIds = playedOnMatches(error);
        if (matchIds !== null) setPlayedOn({ settlement, matchIds });
      },
    });
  }

  return (
    <WaitingCard
      item={item}
      context={context}
      player1={player1}
      player2={player2}
      reporter={nameIn(match, reporterId) ?? t("history.actor.admin")}
      disputer={reporterId === null ? null : opponentIn(match, reporterId).name}
      reported={reportSentence(match, t)}
      disputed={item.version ? versionSentence(match, item.version, t) : null}
      choice={disputeChoice(item)}
      pending={confirm.isPending || settle.isPending}
      changed={changed}
      onConfirm={() => confirm.mutate(shownIn(item, match))}
      onSettle={onSettle}
      onCorrect={() => setCorrecting(true)}
      history={<HistoryButton match={match} context={context} />}
      dialog={
        <>
          {correcting ? (
            <ResultDialog
              match={match}
              player1Name={player1}
              player2Name={player2}
              context={context}
              onClose={() => setCorrecting(false)}
            />
          ) : null}
          {playedOn ? (
            <ClearLaterDialog
              tournamentId={match.tournamentId}
              matchIds={playedOn.matchIds}
              pending={settle.isPending}
              onCancel={() => setPlayedOn(null)}
              onConfirm={() => settle.mutate({ ...playedOn.settlement, clearLater: true })}
            />
          ) : null}
        </>
      }
    />
  );
}

/** A league score waiting for the admin; recorded anew with the league's score dialog, which the console lends. */
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
  const settle = useSettleLeagueScore({ onChanged: () => setChanged(true) });
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
      reported={leagueResultSentence(match, t) ?? ""}
      disputed={item.leagueVersion ? leagueVersionSentence(match, item.leagueVersion, t) : null}
      choice={disputeChoice(item)}
      pending={confirm.isPending || settle.isPending}
      changed={changed}
      onConfirm={() => confirm.mutate(shownIn(item, match))}
      onSettle={(accept) => settle.mutate({ ...shownIn(item, match), accept })}
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
 * the admin, tournament and league, the oldest report first; disputed ones with the report
 * beside the disputer's version and reason, and players' walkover claims past their 48 hours.
 * The admin accepts one version or records another; either way it leaves the queue.
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
