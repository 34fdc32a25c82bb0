import { useQuery } from "@tanstack/react-query";
import Check from "lucide-react/icons/check";
import Flag from "lucide-react/icons/flag";
import { useState } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/lib/i18n";
import type { LeagueMatch } from "@/lib/wire";
import { useConfirmLeagueScore } from "@/shared/results/api/result-calls";
import { DisputeDialog } from "@/shared/results/components/dispute-dialog";
import { ResultChangedNote } from "@/shared/results/components/result-changed-note";
import { shownResult } from "@/shared/results/model/confirmation";
import { getLeagueOptionsOptions } from "../api/get-league-options";
import { checkLeagueScore, initialLeagueScoreForm } from "../model/league-score";
import { leagueReportedSentence } from "../model/league-result-words";
import { LeagueSetsFields, useLeagueSets } from "./league-sets-fields";

/**
 * Disputes a league score; the disputer's own score is entered as when recording one,
 * starting from the one reported, within the league's set rules (asked once they add it).
 */
function LeagueDisputeDialog({ match, onClose }: { match: LeagueMatch; onClose: () => void }) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  const sets = useLeagueSets(() => initialLeagueScoreForm(match));
  const options = useQuery({ ...getLeagueOptionsOptions(), enabled: adding });
  let fields;
  if (options.isSuccess)
    fields = (
      <LeagueSetsFields
        match={match}
        setsPlayed={options.data.setsPlayed}
        maxGames={options.data.maxSetGames}
        sets={sets}
      />
    );
  else if (options.isError) fields = <LoadError onRetry={() => void options.refetch()} />;
  else fields = <Spinner label={t("leagueActions.loadingOptions")} />;
  return (
    <DisputeDialog
      match={{ id: match.id, tournamentId: null }}
      reported={leagueReportedSentence(match, t)}
      onClose={onClose}
      version={{
        adding,
        onAdding: setAdding,
        fields,
        ready: options.isSuccess,
        body: () => {
          if (!options.isSuccess) return null;
          const checked = checkLeagueScore(match.id, sets.form, options.data.maxSetGames);
          if (!checked.ok) {
            sets.setInvalidSets(checked.invalidSets);
            return null;
          }
          return { setsPlayed: checked.payload.setsPlayed, setScores: checked.payload.setScores };
        },
      }}
    />
  );
}

/** Props of `LeagueAnswer`. */
export interface LeagueAnswerProps {
  match: LeagueMatch;
  /** `lg` on the member's page, the app's usual size on a league card. */
  size?: "md" | "lg";
}

/**
 * Confirm and Dispute for a league score that awaits this member's answer
 * (docs/rules.md#results-by-the-players): the opponent recorded it, or it was entered with
 * the league password in a match the member plays and the score does not favour them.
 * Dispute asks what is wrong first, and takes the member's own score if they add it. Confirm names the version shown; if it was corrected
 * since, the new score shows in its place, a note above the buttons says so, and the next
 * Confirm names it.
 */
export function LeagueAnswer({ match, size = "lg" }: LeagueAnswerProps) {
  const t = useT();
  const [disputing, setDisputing] = useState(false);
  const [changed, setChanged] = useState(false);
  const confirm = useConfirmLeagueScore({ onChanged: () => setChanged(true) });
  const shown = shownResult(match);
  return (
    <div className="grid grid-cols-2 gap-2">
      <ResultChangedNote changed={changed} className="col-span-2" />
      <Button
        size={size}
        disabled={confirm.isPending || shown === null}
        onClick={() => shown && confirm.mutate(shown)}
      >
        <Check aria-hidden="true" className="size-5" />
        {t("results.toConfirm.confirm")}
      </Button>
      <Button size={size} variant="secondary" onClick={() => setDisputing(true)}>
        <Flag aria-hidden="true" className="size-5" />
        {t("results.toConfirm.dispute")}
      </Button>
      {disputing ? <LeagueDisputeDialog match={match} onClose={() => setDisputing(false)} /> : null}
    </div>
  );
}
