import Save from "lucide-react/icons/save";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { clubToday } from "@/lib/dates";
import { useT } from "@/lib/i18n";
import { useConsoleOwner } from "@/lib/session/session";
import type { Player } from "@/lib/wire";
import { usePlayerInSeason } from "../api/get-player-season";
import { useUpdatePlayer } from "../api/update-player";
import { adjustmentSeasons, draftFromPlayer, editBody, hasChanges } from "../model/player-form";
import { PlayerFields } from "./player-fields";
import { PointsFields } from "./points-fields";
import { SameNameWarning } from "./same-name-warning";
import { usePlayerForm, useSameNameWarning } from "./use-player-form";

/**
 * The player's total in the season the form edits: the listed one for the current season,
 * else asked of the server; null while it loads.
 */
function useSeasonTotal(player: Player, season: string, current: string) {
  const isCurrent = season === current;
  const asked = usePlayerInSeason(player.id, season, !isCurrent);
  const total = isCurrent ? player.totalPoints : (asked.data?.totalPoints ?? null);
  const retry = !isCurrent && asked.isError ? () => void asked.refetch() : undefined;
  return { total, retry };
}

/** The form for one player; mounted per opening, so it starts from the player as listed. */
function EditPlayerForm({ player, onDone }: { player: Player; onDone: () => void }) {
  const t = useT();
  const [seasons] = useState(() => adjustmentSeasons(clubToday()));
  const current = seasons[0] ?? "";
  const form = usePlayerForm(draftFromPlayer(player, current), true);
  const [photoBusy, setPhotoBusy] = useState(false);
  const update = useUpdatePlayer(onDone);
  // Point adjustments stay with the admin password (docs/rules.md#committee).
  const owner = useConsoleOwner();
  const adjustsPoints = owner === null || owner === "password";
  const season = form.draft.adjustmentSeason;
  const seasonTotal = useSeasonTotal(player, season, current);

  // Once a season's total is known, the field shows it: the admin types the wanted total
  // of that season against it.
  const [shown, setShown] = useState({ season: current, total: player.totalPoints });
  if (seasonTotal.total !== null && (shown.season !== season || shown.total !== seasonTotal.total)) {
    setShown({ season, total: seasonTotal.total });
    form.update({ totalPoints: String(seasonTotal.total) });
  }

  const sameName = useSameNameWarning(form);

  const send = (allowDuplicateName: boolean) => {
    if (update.isPending || seasonTotal.total === null || !form.check()) return;
    const body = editBody(player, form.draft, seasonTotal.total);
    // Nothing changed: there is nothing to save and no toast to show.
    if (!hasChanges(body)) return onDone();
    update.mutate(
      { id: player.id, body: allowDuplicateName ? { ...body, allowDuplicateName } : body },
      { onError: sameName.onError },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(false);
  };

  return (
    <form noValidate onSubmit={submit}>
      <PlayerFields
        idPrefix={form.idPrefix}
        draft={form.draft}
        errors={form.errors}
        onChange={form.update}
        onPhotoBusy={setPhotoBusy}
      >
        {adjustsPoints ? (
          <PointsFields
            idPrefix={form.idPrefix}
            seasons={seasons}
            seasonTotal={seasonTotal.total}
            onRetry={seasonTotal.retry}
            draft={form.draft}
            errors={form.errors}
            onChange={form.update}
          />
        ) : (
          <p className="text-sm text-slate-600">{t("committee.pointsPasswordOnly")}</p>
        )}
      </PlayerFields>
      {sameName.players ? (
        <SameNameWarning
          players={sameName.players}
          action={t("adminPlayers.saveAnyway")}
          busy={update.isPending || photoBusy}
          onConfirm={() => send(true)}
        />
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{t("admin.cancel")}</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending || photoBusy || seasonTotal.total === null}>
          <Save aria-hidden="true" className="size-5" />
          {update.isPending ? t("admin.saving") : t("admin.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * The Edit Player dialog: details, photo (keep, replace, remove) and a season's total points
 * (the password's console only).
 */
export function EditPlayerDialog({ player, onClose }: { player: Player | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={player !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {player ? (
        <DialogContent title={t("adminPlayers.editTitle")} description={player.name} size="md">
          <EditPlayerForm key={player.id} player={player} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
