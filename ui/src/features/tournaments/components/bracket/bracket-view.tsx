import CalendarClock from "lucide-react/icons/calendar-clock";
import GitFork from "lucide-react/icons/git-fork";
import { lazy, useState } from "react";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { OpenedOnce } from "@/components/ui/dialog-on-demand";
import { Spinner } from "@/components/ui/spinner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { useT } from "@/lib/i18n";
import type { Group, GroupPlayer, Match, Tournament } from "@/lib/wire";
import { useGroupPlayers } from "@/shared/tournaments/api/get-group-players";
import { useDrawPlan } from "@/shared/tournaments/api/get-draw-plan";
import { useGroups } from "@/shared/tournaments/api/get-groups";
import { useTournament } from "@/shared/tournaments/api/get-tournament";
import { useTournamentMatches } from "@/shared/tournaments/api/get-tournament-matches";
import { useSeeds } from "@/shared/tournaments/api/get-tournament-players";
import { useTournaments } from "@/shared/tournaments/api/get-tournaments";
import { GroupCard } from "@/shared/tournaments/components/group-card";
import type { Seeds } from "@/shared/tournaments/model/seeds";
import { knockoutFromMatches, type BracketMatch } from "../../model/bracket";
import { chooseBracketTournament } from "../../model/chooser";
import { plannedBracket } from "../../model/planned-bracket";
import { ChampionBox, FinalWaitingBox } from "./champion-box";
import { KnockoutTree } from "./knockout-tree";
import { PrintDraw } from "../print/print-draw";
import { tournamentMatchMessage } from "@/shared/share/share-text";
import { winnerSide } from "@/shared/results/model/sides";

const RankingDetailsDialog = lazy(() =>
  import("@/shared/tournaments/components/ranking-details-dialog").then((m) => ({
    default: m.RankingDetailsDialog,
  })),
);

/** The champion's name: as the server names it, else the final's winner. */
function championName(tournament: Tournament, matches: Match[]): string | null {
  if (tournament.championName) return tournament.championName;
  const final = matches.find((match) => match.stage === "final" && winnerSide(match) !== null);
  if (!final) return null;
  return winnerSide(final) === 1 ? final.player1Name : final.player2Name;
}

function GroupStage({ groups, lines, seeds }: { groups: Group[]; lines: GroupPlayer[]; seeds: Seeds }) {
  const t = useT();
  const [selected, setSelected] = useState<GroupPlayer | null>(null);
  const tableOf = (groupId: number) =>
    lines.filter((line) => line.groupId === groupId).sort((a, b) => a.position - b.position);
  const selectedGroup = selected ? (groups.find((group) => group.id === selected.groupId) ?? null) : null;
  return (
    <section className="grid grid-cols-1 gap-3">
      <h3 className="text-xl font-extrabold text-court-900">{t("bracket.groupStage")}</h3>
      <TooltipProvider>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {groups.map((group) => (
            <GroupCard
              key={group.id}
              group={group}
              table={tableOf(group.id)}
              seeds={seeds}
              onSelect={setSelected}
            />
          ))}
        </div>
      </TooltipProvider>
      <OpenedOnce open={selected !== null}>
        <RankingDetailsDialog
          line={selected}
          group={selectedGroup}
          table={selected ? tableOf(selected.groupId) : []}
          onOpenChange={(open) => {
            if (!open) setSelected(null);
          }}
        />
      </OpenedOnce>
    </section>
  );
}

/** The knockout to draw: the real matches, or before the draw the planned bracket. */
interface Knockout {
  bracket: BracketMatch[];
  real: boolean;
}

interface KnockoutStageProps {
  tournament: Tournament;
  matches: Match[];
  knockout: Knockout;
  seeds: Seeds;
}

function KnockoutStage({ tournament, matches, knockout: { bracket, real }, seeds }: KnockoutStageProps) {
  const t = useT();
  const single = tournament.tournamentType === "single_elimination";
  if (bracket.length === 0) return null;
  return (
    <section className="grid grid-cols-1 gap-3">
      {single ? null : (
        <h3 className="text-xl font-extrabold text-court-900">{t("bracket.knockoutStage")}</h3>
      )}
      {real ? null : <p className="text-sm text-slate-700">{t("bracket.projected")}</p>}
      <KnockoutTree
        matches={bracket}
        singleElimination={single}
        doubles={tournament.discipline === "doubles"}
        seeds={seeds}
        shareOf={(node) => {
          const match = matches.find((candidate) => candidate.id === node.id);
          return match ? tournamentMatchMessage(match, tournament, t) : null;
        }}
      />
    </section>
  );
}

function BracketBody({ tournament }: { tournament: Tournament }) {
  const t = useT();
  const hybrid = tournament.tournamentType === "hybrid";
  const matches = useTournamentMatches(tournament.id);
  const groups = useGroups(tournament.id);
  const lines = useGroupPlayers(tournament.id);
  // The seeds show beside the names as on the Players tab; the bracket does not wait for them.
  const seeds = useSeeds(tournament.id);
  const realKnockout = knockoutFromMatches(matches.data ?? []);
  // Before the matches exist, the server's plan shows who will meet whom.
  const plan = useDrawPlan(
    tournament.tournamentType,
    matches.isSuccess && realKnockout.length === 0 ? tournament.playerCount : null,
  );
  const knockout: Knockout =
    realKnockout.length > 0
      ? { bracket: realKnockout, real: true }
      : { bracket: plan.data ? plannedBracket(plan.data) : [], real: false };
  const pending = matches.isPending || (hybrid && (groups.isPending || lines.isPending));
  const failed = matches.isError || (hybrid && (groups.isError || lines.isError));

  if (pending) return <Spinner label={t("bracket.loading")} />;
  if (failed)
    return (
      <LoadError
        onRetry={() => {
          void matches.refetch();
          if (hybrid) {
            void groups.refetch();
            void lines.refetch();
          }
        }}
      />
    );

  const completed = tournament.status === "completed";
  const champion = completed ? championName(tournament, matches.data ?? []) : null;
  return (
    <>
      <div className="grid grid-cols-1 gap-6 print:hidden">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-2xl font-extrabold text-court-900">{t("bracket.title")}</h2>
          <Badge tone={completed ? "green" : "amber"}>
            {completed ? t("bracket.complete") : t("bracket.inProgress")}
          </Badge>
        </div>
        {champion ? (
          <ChampionBox name={champion} />
        ) : tournament.finalWaiting ? (
          <FinalWaitingBox waiting={tournament.finalWaiting} />
        ) : null}
        {hybrid && groups.data && groups.data.length > 0 ? (
          <GroupStage groups={groups.data} lines={lines.data ?? []} seeds={seeds} />
        ) : null}
        <KnockoutStage
          tournament={tournament}
          matches={matches.data ?? []}
          knockout={knockout}
          seeds={seeds}
        />
      </div>
      <PrintDraw
        tournament={tournament}
        knockout={knockout.bracket}
        groups={hybrid ? (groups.data ?? []) : []}
        lines={lines.data ?? []}
        seeds={seeds}
      />
    </>
  );
}

function BracketFor({ tournament }: { tournament: Tournament | null }) {
  const t = useT();
  if (!tournament) return <EmptyState icon={GitFork} title={t("bracket.noActive")} />;
  if (tournament.status === "coming_soon" || tournament.status === "draft") {
    return (
      <EmptyState
        icon={CalendarClock}
        title={t("bracket.comingSoonTitle")}
        hint={t("bracket.comingSoonBody")}
      />
    );
  }
  return <BracketBody tournament={tournament} />;
}

function ChosenBracket() {
  const t = useT();
  const tournaments = useTournaments();
  if (tournaments.isPending) return <Spinner label={t("bracket.loading")} />;
  if (tournaments.isError) return <LoadError onRetry={() => void tournaments.refetch()} />;
  return <BracketFor tournament={chooseBracketTournament(tournaments.data)} />;
}

function GivenBracket({ tournamentId }: { tournamentId: number }) {
  const t = useT();
  const tournament = useTournament(tournamentId);
  if (tournament.isPending) return <Spinner label={t("bracket.loading")} />;
  if (tournament.isError) return <LoadError onRetry={() => void tournament.refetch()} />;
  return <BracketFor tournament={tournament.data} />;
}

/**
 * The bracket view of the given tournament, or, without one, of the active
 * tournament, else the newest.
 */
export function BracketView({ tournamentId }: { tournamentId?: number }) {
  return tournamentId === undefined ? <ChosenBracket /> : <GivenBracket tournamentId={tournamentId} />;
}
