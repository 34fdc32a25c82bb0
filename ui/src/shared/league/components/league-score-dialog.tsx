import Save from "lucide-react/icons/save";
import type { FormEvent } from "react";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { formatDate } from "@/lib/dates";
import { useT } from "@/lib/i18n";
import type { LeagueMatch, LeagueOptions } from "@/lib/wire";
import { useEditLeagueScore } from "../api/edit-league-score";
import { useLeagueOptions } from "../api/get-league-options";
import { useRecordLeagueScore } from "../api/record-league-score";
import { checkLeagueScore, initialLeagueScoreForm } from "../model/league-score";
import { LeagueSetsFields, useLeagueSets } from "./league-sets-fields";

/** Props of `LeagueScoreDialog`. */
export interface LeagueScoreDialogProps {
  match: LeagueMatch;
  onClose: () => void;
}

/** The score form once the server answered the league's set rules. */
function LeagueScoreForm({ match, onClose, options }: LeagueScoreDialogProps & { options: LeagueOptions }) {
  const t = useT();
  const editing = match.status === "completed";
  const sets = useLeagueSets(() => initialLeagueScoreForm(match));
  const record = useRecordLeagueScore(onClose);
  const edit = useEditLeagueScore(onClose);
  const save = editing ? edit : record;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkLeagueScore(match.id, sets.form, options.maxSetGames);
    if (!checked.ok) {
      sets.setInvalidSets(checked.invalidSets);
      toast({
        title: t("leagueActions.invalidScores"),
        description: t("leagueActions.invalidScoresBody"),
        variant: "destructive",
      });
      return;
    }
    save.mutate(checked.payload);
  }

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5">
      <LeagueSetsFields
        match={match}
        setsPlayed={options.setsPlayed}
        maxGames={options.maxSetGames}
        sets={sets}
      />

      <DialogFooter className="mt-1!">
        <DialogClose asChild>
          <Button variant="secondary">{t("leagueActions.cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-5" />
          {save.isPending ? t("leagueActions.saving") : t("leagueActions.saveScore")}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * 'Record Score' (docs/rules.md#league-scores): the sets played and each set's games,
 * within the server's rules (`GET /api/league/options`: 1 to 3 sets of 0 to 7 games);
 * the higher score takes the set, equal games is a tie. A pending match is recorded; a
 * completed one opens prefilled and is changed.
 */
export function LeagueScoreDialog({ match, onClose }: LeagueScoreDialogProps) {
  const t = useT();
  const options = useLeagueOptions();

  let body;
  if (options.isPending) body = <Spinner label={t("leagueActions.loadingOptions")} />;
  else if (options.isError) body = <LoadError onRetry={() => void options.refetch()} />;
  else body = <LeagueScoreForm match={match} onClose={onClose} options={options.data} />;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={
          match.status === "completed" ? t("leagueActions.editScoreTitle") : t("leagueActions.recordScore")
        }
        description={t("leagueActions.scoreDescription", {
          player1: match.player1Name,
          player2: match.player2Name,
          date: formatDate(match.date),
        })}
      >
        {body}
      </DialogContent>
    </Dialog>
  );
}
