import BadgeCheck from "lucide-react/icons/badge-check";
import Info from "lucide-react/icons/info";
import UserRound from "lucide-react/icons/user-round";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { PlayerAvatar } from "@/components/player-avatar";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { cx } from "@/lib/class-names";
import { useFormat, useT } from "@/lib/i18n";
import type { Group, GroupPlayer } from "@/lib/wire";
import { groupName } from "../model/server-words";
import {
  CRITERION_KEYS,
  decidingCriterion,
  explainPosition,
  placeText,
  TIEBREAK_HIERARCHY,
  tiedOnPoints,
} from "../model/tiebreak";

/** Props of `RankingDetailsDialog`. */
export interface RankingDetailsDialogProps {
  line: GroupPlayer | null;
  group: Group | null;
  table: GroupPlayer[];
  onOpenChange: (open: boolean) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid grid-cols-1 gap-2">
      <h3 className="text-sm font-extrabold uppercase tracking-wide text-court-800">{title}</h3>
      {children}
    </section>
  );
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className="text-xl font-extrabold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

function Details({ line, group, table }: { line: GroupPlayer; group: Group; table: GroupPlayer[] }) {
  const t = useT();
  const format = useFormat();
  const place = placeText(line.position);
  const explanation = explainPosition(line, table);
  const decided = decidingCriterion(explanation);
  const tied = tiedOnPoints(line, table);
  return (
    <div className="grid grid-cols-1 gap-5">
      <Section title={t("ranking.finalPosition")}>
        {/* On a phone the badge goes under the name, which keeps the whole width beside
            the photo; from the small breakpoint up it sits at the right. */}
        <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 rounded-2xl bg-court-900 p-4 text-white sm:grid-cols-[auto_minmax(0,1fr)_auto]">
          <PlayerAvatar
            name={line.name}
            src={line.avatar}
            size="lg"
            className={cx("ring-2 ring-ball-400", line.qualified && "row-span-2 sm:row-span-1")}
          />
          <div className="min-w-0">
            <p className="break-words text-lg font-bold leading-tight">{line.name}</p>
            <p className="text-2xl font-black text-ball-300">{t(place.key, place.params)}</p>
            <p className="text-sm text-court-100">
              {t("ranking.inGroup", { group: groupName(group.letter, t) })}
            </p>
          </div>
          {line.qualified ? (
            <Badge tone="ball" className="justify-self-start sm:justify-self-end">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {t("ranking.qualified")}
            </Badge>
          ) : null}
        </div>
      </Section>

      <Section title={t("ranking.explainTitle")}>
        <div className="flex gap-2 rounded-xl bg-sky-50 p-3 text-sm text-sky-950 ring-1 ring-sky-200">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="grid grid-cols-1 gap-1">
            <p>{t("ranking.explainBody")}</p>
            {explanation.behind ? (
              <p className="font-semibold">
                {t("ranking.behind", {
                  name: explanation.behind.name,
                  criterion: t(CRITERION_KEYS[explanation.behind.criterion].inSentence),
                })}
              </p>
            ) : null}
            {explanation.aheadOf ? (
              <p className="font-semibold">
                {t("ranking.aheadOf", {
                  name: explanation.aheadOf.name,
                  criterion: t(CRITERION_KEYS[explanation.aheadOf.criterion].inSentence),
                })}
              </p>
            ) : null}
            {!group.isFinal ? <p className="italic">{t("ranking.provisional")}</p> : null}
          </div>
        </div>
      </Section>

      <Section title={t("ranking.matchPerformance")}>
        <dl className="grid grid-cols-3 gap-2">
          <Stat label={t("ranking.points")} value={line.points} />
          <Stat label={t("ranking.wins")} value={line.wins} />
          <Stat label={t("ranking.losses")} value={line.losses} />
        </dl>
      </Section>

      <Section title={t("ranking.stats")}>
        <dl className="grid grid-cols-2 gap-2">
          <Stat label={t("ranking.setWinPct")} value={format.percent(line.setWinPct)} />
          <Stat label={t("ranking.gameWinPct")} value={format.percent(line.gameWinPct)} />
          <Stat label={t("ranking.setsWonLost")} value={`${line.setsWon}/${line.setsLost}`} />
          <Stat label={t("ranking.gamesWonLost")} value={`${line.gamesWon}/${line.gamesLost}`} />
        </dl>
      </Section>

      <Section title={t("ranking.hierarchy")}>
        <ol className="grid grid-cols-1 gap-1.5">
          {TIEBREAK_HIERARCHY.map((criterion, index) => (
            <li
              key={criterion}
              className={cx(
                "flex items-center gap-3 rounded-xl px-3 py-2 ring-1",
                criterion === decided
                  ? "bg-ball-200 font-bold text-court-950 ring-ball-500"
                  : "text-slate-800 ring-slate-200",
              )}
            >
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-court-800 text-xs font-bold text-white">
                {index + 1}
              </span>
              <span className="flex-1">{t(CRITERION_KEYS[criterion].inHierarchy)}</span>
              {criterion === decided ? (
                <span className="text-xs uppercase">{t("ranking.decidedHere")}</span>
              ) : null}
            </li>
          ))}
        </ol>
      </Section>

      <Section title={t("ranking.tiedComparison")}>
        {tied.length === 0 ? (
          <p className="text-sm text-slate-700">{t("ranking.noTie")}</p>
        ) : (
          // Wider than a phone: a scrolling region, so the keyboard can reach and scroll it.
          <div
            role="region"
            aria-label={t("ranking.tiedComparison")}
            tabIndex={0}
            data-scrolls-sideways="tied-comparison"
            className="overflow-x-auto rounded-xl ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-court-700"
          >
            <table className="w-full min-w-[26rem] text-sm">
              <thead className="bg-slate-50 text-left text-xs font-bold uppercase text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t("ranking.colPos")}
                  </th>
                  <th scope="col" className="px-2 py-2">
                    {t("bracket.colPlayer")}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right">
                    {t("bracket.colPoints")}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right">
                    {t("bracket.colSetPct")}
                  </th>
                  <th scope="col" className="px-2 py-2 text-right">
                    {t("bracket.colGamePct")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t("ranking.colWins")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {tied.map((other) => (
                  <tr
                    key={other.playerId}
                    className={cx(
                      "border-t border-slate-100",
                      other.playerId === line.playerId && "bg-ball-100 font-bold",
                    )}
                  >
                    <td className="px-3 py-2 tabular-nums">{other.position}</td>
                    <td className="px-2 py-2">{other.name}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{other.points}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{format.percent(other.setWinPct)}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{format.percent(other.gameWinPct)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{other.wins}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
    </div>
  );
}

/**
 * A doubles team's line leads to each partner's page. The team's name is the partners' names
 * joined by " / " (docs/api.md, "Doubles"); when a name holds a slash of its own, the links say
 * which partner they are instead.
 */
function PartnerLinks({ team, name }: { team: readonly number[]; name: string }) {
  const t = useT();
  const names = name.split(" / ");
  return (
    <div className="mt-5 flex flex-wrap gap-2">
      {team.map((id, index) => (
        <Link key={id} to={`/players/${id}`} className={`${buttonClasses("primary", "md")} max-w-full`}>
          <UserRound aria-hidden="true" className="size-5 shrink-0" />
          <span className="min-w-0 break-words">
            {names.length === team.length
              ? t("playerPage.viewNamed", { name: names[index] ?? "" })
              : t("playerPage.viewPartner", { n: index + 1 })}
          </span>
        </Link>
      ))}
    </div>
  );
}

/** The ranking details of one group player: position, tiebreak, stats, hierarchy and ties. */
export function RankingDetailsDialog({ line, group, table, onOpenChange }: RankingDetailsDialogProps) {
  const t = useT();
  return (
    <Dialog open={line !== null} onOpenChange={onOpenChange}>
      {line && group ? (
        <DialogContent title={t("ranking.title")} size="md">
          <Details line={line} group={group} table={table} />
          {line.team && line.team.length === 2 ? (
            <PartnerLinks team={line.team} name={line.name} />
          ) : (
            <Link to={`/players/${line.playerId}`} className={`${buttonClasses("primary", "md")} mt-5 w-fit`}>
              <UserRound aria-hidden="true" className="size-5" />
              {t("playerPage.view")}
            </Link>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
