import CalendarCheck from "lucide-react/icons/calendar-check";
import CalendarX from "lucide-react/icons/calendar-x";
import { useMemo, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Card } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/lib/i18n";
import type { Match } from "@/lib/wire";
import { useGroups } from "@/shared/tournaments/api/get-groups";
import { useTournamentMatches } from "@/shared/tournaments/api/get-tournament-matches";
import { useTournamentPlayers } from "@/shared/tournaments/api/get-tournament-players";
import { groupName } from "@/shared/tournaments/model/server-words";
import { stageNameKey } from "@/shared/tournaments/model/stages";
import { MatchRow } from "./match-row";
import { canRecordResult, matchSections } from "./model/match-sections";
import { ReopenDialog } from "./reopen-dialog";
import { ResultDialog } from "./result-dialog";

/** The match whose result is being recorded, changed or cleared, with what the dialog shows of it. */
interface OpenResult {
  match: Match;
  player1Name: string;
  player2Name: string;
  context: string;
}

/** Which matches the tab lists: all of them, or only those still waiting for their result. */
type Shown = "all" | "toRecord";

/**
 * Every match of one tournament by week and stage, each with Record Score, or Edit and Reopen; or, when
 * the admin asks, only the matches still to record (both players known, no result yet).
 */
export function TournamentMatches({ tournamentId }: { tournamentId: number }) {
  const t = useT();
  const [shown, setShown] = useState<Shown>("all");
  const matches = useTournamentMatches(tournamentId);
  const players = useTournamentPlayers(tournamentId);
  const groups = useGroups(tournamentId);
  const [open, setOpen] = useState<OpenResult | null>(null);
  const [reopening, setReopening] = useState<OpenResult | null>(null);

  // Names come with the match; the tournament's players fill any the match leaves out.
  const playerNames = useMemo(
    () => new Map((players.data ?? []).map((player) => [player.playerId, player.name])),
    [players.data],
  );
  const groupNames = useMemo(
    () => new Map((groups.data ?? []).map((group) => [group.id, groupName(group.letter, t)])),
    [groups.data, t],
  );

  if (matches.isPending) return <Spinner label={t("matches.loading")} />;
  if (matches.isError) return <LoadError onRetry={() => void matches.refetch()} />;
  const all = matchSections(matches.data);
  if (all.length === 0) {
    return <EmptyState icon={CalendarX} title={t("matches.empty")} hint={t("matches.emptyHint")} />;
  }
  const toRecord = matches.data.filter(canRecordResult);
  const sections = shown === "toRecord" ? matchSections(toRecord) : all;

  const nameOf = (id: number | null, name: string | null) =>
    name ?? (id === null ? null : (playerNames.get(id) ?? null));

  return (
    <>
      <div className="grid grid-cols-1 gap-5">
        <div className="grid grid-cols-1 gap-1.5 sm:w-64">
          <Label htmlFor="matches-shown">{t("matches.show")}</Label>
          <NativeSelect
            id="matches-shown"
            value={shown}
            onChange={(event) => setShown(event.target.value === "toRecord" ? "toRecord" : "all")}
          >
            <option value="all">{t("matches.showAll")}</option>
            <option value="toRecord">{t("matches.showToRecord", { count: toRecord.length })}</option>
          </NativeSelect>
        </div>
        {sections.length === 0 ? <EmptyState icon={CalendarCheck} title={t("matches.noneToRecord")} /> : null}
        {sections.map((section) => {
          const title = t("matches.sectionTitle", {
            week: section.week,
            stage: t(stageNameKey(section.stage)),
          });
          return (
            <section key={section.key} aria-labelledby={`matches-${section.key}`}>
              <h3 id={`matches-${section.key}`} className="mb-2 text-lg font-extrabold text-court-900">
                {title}
              </h3>
              <Card>
                <ul className="divide-y divide-slate-100">
                  {section.matches.map((match) => {
                    const player1Name = nameOf(match.player1Id, match.player1Name);
                    const player2Name = nameOf(match.player2Id, match.player2Name);
                    const shown = {
                      match,
                      player1Name: player1Name ?? t("matches.tbd"),
                      player2Name: player2Name ?? t("matches.tbd"),
                      context: title,
                    };
                    const openDialog = () => setOpen(shown);
                    return (
                      <MatchRow
                        key={match.id}
                        match={match}
                        player1Name={player1Name}
                        player2Name={player2Name}
                        groupName={match.groupId === null ? null : (groupNames.get(match.groupId) ?? null)}
                        context={title}
                        onRecord={openDialog}
                        onEdit={openDialog}
                        onReopen={() => setReopening(shown)}
                      />
                    );
                  })}
                </ul>
              </Card>
            </section>
          );
        })}
      </div>
      {open ? <ResultDialog {...open} onClose={() => setOpen(null)} /> : null}
      {reopening ? <ReopenDialog {...reopening} onClose={() => setReopening(null)} /> : null}
    </>
  );
}
