import { Label } from "@/components/ui/label";
import { useFormat, useT } from "@/lib/i18n";
import type { Player } from "@/lib/wire";
import { useChallengeRange } from "../api/get-challenge-range";
import { opponentChoices } from "../model/new-match";
import { NativeSelect } from "@/components/ui/native-select";

/** Props of `OpponentSelect`. */
export interface OpponentSelectProps {
  players: Player[];
  /** The chosen player 1 ("" for none yet: then this field is disabled). */
  player1Id: string;
  value: string;
  isAdmin: boolean;
  /** A member challenging: only the players within their range are offered. */
  onlyInRange?: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (player2Id: string) => void;
}

/**
 * One option per player: the name and this season's points, the numbers the challenge
 * range follows (docs/rules.md#challenge-range).
 */
export function PlayerOptions({ players }: { players: Player[] }) {
  const t = useT();
  const format = useFormat();
  return players.map((player) => (
    <option key={player.id} value={String(player.id)}>
      {t("leagueActions.playerOption", { name: player.name, points: format.number(player.totalPoints) })}
    </option>
  ));
}

/**
 * Player 2 (docs/rules.md#challenge-range): disabled until player 1 is chosen,
 * never player 1, and player 1's challenge range listed first. Picking someone
 * out of range gets a line saying who may schedule that.
 */
export function OpponentSelect({
  players,
  player1Id,
  value,
  isAdmin,
  onlyInRange = false,
  invalid,
  describedBy,
  onChange,
}: OpponentSelectProps) {
  const t = useT();
  const chosen = player1Id === "" ? null : Number(player1Id);
  const range = useChallengeRange(chosen);
  const { inRange, others } = opponentChoices(players, chosen ?? 0, range.data?.opponentIds);
  const known = range.isSuccess;
  const outOfRange = known && value !== "" && !range.data.opponentIds.includes(Number(value));
  if (onlyInRange)
    return <InRangeSelect {...{ players, value, invalid, describedBy, onChange }} range={range} />;

  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor="league-player2">{t("leagueActions.player2")}</Label>
      <NativeSelect
        id="league-player2"
        value={value}
        disabled={chosen === null}
        aria-invalid={invalid}
        aria-describedby={
          [describedBy, outOfRange ? "league-range-hint" : undefined].filter(Boolean).join(" ") || undefined
        }
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">
          {chosen === null ? t("leagueActions.choosePlayer1First") : t("leagueActions.choosePlayer")}
        </option>
        {known ? (
          <>
            {inRange.length > 0 ? (
              <optgroup label={t("leagueActions.inRange")}>
                <PlayerOptions players={inRange} />
              </optgroup>
            ) : null}
            <optgroup label={t("leagueActions.otherPlayers")}>
              <PlayerOptions players={others} />
            </optgroup>
          </>
        ) : (
          <PlayerOptions players={others} />
        )}
      </NativeSelect>
      {outOfRange ? (
        <p id="league-range-hint" className="text-sm text-slate-700">
          {isAdmin ? t("leagueActions.outOfRangeAdmin") : t("leagueActions.outOfRange")}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Player 2 for a member challenging as themselves (docs/rules.md#challenge-range): only the
 * players within their range, since the server refuses anyone else; an unranked member, or
 * one with nobody in range, is told so.
 */
function InRangeSelect({
  players,
  value,
  invalid,
  describedBy,
  onChange,
  range,
}: Pick<OpponentSelectProps, "players" | "value" | "invalid" | "describedBy" | "onChange"> & {
  range: ReturnType<typeof useChallengeRange>;
}) {
  const t = useT();
  const inRange = range.data
    ? opponentChoices(players, range.data.playerId, range.data.opponentIds).inRange
    : [];
  let hint: string;
  if (range.isError) hint = t("leagueMembers.rangeUnknown");
  else if (range.isSuccess && inRange.length === 0) hint = t("leagueMembers.noneInRange");
  else hint = t("leagueMembers.onlyInRange");
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor="league-player2">{t("leagueActions.player2")}</Label>
      <NativeSelect
        id="league-player2"
        value={value}
        disabled={!range.isSuccess || inRange.length === 0}
        aria-invalid={invalid}
        aria-describedby={[describedBy, "league-range-hint"].filter(Boolean).join(" ")}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t("leagueActions.choosePlayer")}</option>
        <PlayerOptions players={inRange} />
      </NativeSelect>
      <p id="league-range-hint" className="text-sm text-slate-700">
        {hint}
      </p>
    </div>
  );
}
