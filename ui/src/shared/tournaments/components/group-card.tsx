import CheckCircle2 from "lucide-react/icons/circle-check";
import Medal from "lucide-react/icons/medal";
import { PlayerAvatar } from "@/components/player-avatar";
import { Card } from "@/components/ui/card";
import { Tooltip } from "@/components/ui/tooltip";
import { cx } from "@/lib/class-names";
import { useFormat, useT } from "@/lib/i18n";
import type { Group, GroupPlayer } from "@/lib/wire";
import { NO_SEEDS, seedOf, type Seeds } from "../model/seeds";
import { groupName } from "../model/server-words";
import { SeedMark } from "./seed-mark";

/** Props of `GroupCard`. */
export interface GroupCardProps {
  group: Group;
  table: GroupPlayer[];
  /** The tournament's seeds, shown beside the names as the Players tab shows them. */
  seeds?: Seeds;
  onSelect: (line: GroupPlayer) => void;
}

/** A group's table: points, set and game win percentages; medals once matches were played. */
export function GroupCard({ group, table, seeds = NO_SEEDS, onSelect }: GroupCardProps) {
  const t = useT();
  const format = useFormat();
  const played = group.matchesPlayed > 0;
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-2 bg-court-800 px-4 py-2.5 text-white">
        <h4 className="text-lg font-extrabold">{groupName(group.letter, t)}</h4>
        <span className="text-xs font-semibold text-court-100">
          {group.isFinal
            ? t("bracket.groupFinal")
            : t("bracket.groupPlayed", { played: group.matchesPlayed, total: group.matchesTotal })}
        </span>
      </div>
      {/* On a phone the numbers' columns are only as wide as their words and the name's column
          takes the rest, never less than its longest word: with the club's longest names the
          table fits the card at 360 px. From `sm` up the columns have fixed widths, alike in
          every group. */}
      <table className="w-full text-sm sm:table-fixed">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs font-bold uppercase tracking-wide whitespace-nowrap text-slate-600">
            <th scope="col" className="w-full py-2 pl-3 pr-1 sm:w-auto">
              {t("bracket.colPlayer")}
            </th>
            <th scope="col" className="px-1 py-2 text-right sm:w-10">
              {t("bracket.colPoints")}
            </th>
            <th scope="col" className="px-1 py-2 text-right sm:w-16">
              {t("bracket.colSetPct")}
            </th>
            <th scope="col" className="py-2 pl-1 pr-3 text-right sm:w-[5.5rem]">
              {t("bracket.colGamePct")}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.map((line) => {
            const medal =
              played && line.position === 1
                ? "text-gold"
                : played && line.position === 2
                  ? "text-silver"
                  : null;
            return (
              <tr
                key={line.playerId}
                onClick={() => onSelect(line)}
                className={cx(
                  "cursor-pointer border-b border-slate-100 last:border-0 hover:bg-court-50",
                  line.qualified && "bg-ball-100/60",
                )}
              >
                <td className="py-1.5 pl-3 pr-1">
                  <Tooltip content={t("bracket.clickHint")}>
                    <button
                      type="button"
                      onClick={(event) => {
                        event.stopPropagation();
                        onSelect(line);
                      }}
                      className="flex min-h-10 w-full items-center gap-2 rounded-lg text-left"
                    >
                      <span className="w-4 text-xs font-bold tabular-nums text-slate-500">
                        {line.position}
                      </span>
                      {/* On a phone the name needs the avatar's room; it wraps rather than being cut. */}
                      <span className="hidden shrink-0 min-[480px]:inline-flex">
                        <PlayerAvatar name={line.name} src={line.avatar} size="sm" />
                      </span>
                      {/* The icons follow the name, or go under it when the name needs the
                          whole width: a narrow phone never breaks a name inside a word. */}
                      <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5">
                        <span className="break-words font-semibold leading-tight text-slate-900">
                          {line.name}
                        </span>
                        <SeedMark seed={seedOf(seeds, line.playerId)} />
                        {medal || line.qualified ? (
                          <span className="inline-flex items-center gap-1">
                            {medal ? (
                              <Medal
                                aria-label={
                                  line.position === 1 ? t("players.rankFirst") : t("players.rankSecond")
                                }
                                className={`size-4 shrink-0 ${medal}`}
                              />
                            ) : null}
                            {line.qualified ? (
                              <CheckCircle2
                                aria-label={t("ranking.qualified")}
                                className="size-4 shrink-0 text-court-600"
                              />
                            ) : null}
                          </span>
                        ) : null}
                      </span>
                      <span className="sr-only">{t("bracket.clickHint")}</span>
                    </button>
                  </Tooltip>
                </td>
                <td className="px-1 py-1.5 text-right font-extrabold tabular-nums text-slate-900 whitespace-nowrap">
                  {line.points}
                </td>
                <td className="px-1 py-1.5 text-right tabular-nums text-slate-700 whitespace-nowrap">
                  {format.percent(line.setWinPct)}
                </td>
                <td className="py-1.5 pl-1 pr-3 text-right tabular-nums text-slate-700 whitespace-nowrap">
                  {format.percent(line.gameWinPct)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
