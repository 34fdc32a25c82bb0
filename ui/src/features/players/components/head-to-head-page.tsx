import ArrowLeftRight from "lucide-react/icons/arrow-left-right";
import UserX from "lucide-react/icons/user-x";
import { Link, useParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { PageTitle } from "@/components/page-title";
import { PlayerAvatar } from "@/components/player-avatar";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api";
import { cx } from "@/lib/class-names";
import { useFormat, useT } from "@/lib/i18n";
import type { HeadToHead, Rival } from "@/lib/wire";
import { DoublesMatchRow, MatchRow, Section } from "@/shared/players/components/profile-parts";
import { useHeadToHead } from "../api/get-player-page";

function RivalCard({ rival }: { rival: Rival }) {
  const t = useT();
  const format = useFormat();
  const { player } = rival;
  return (
    <Link
      to={`/players/${player.id}`}
      className="flex min-w-0 flex-col items-center gap-2 rounded-2xl p-2 text-center hover:bg-court-50"
    >
      <PlayerAvatar name={player.name} src={player.avatar} size="xl" main className="ring-4 ring-ball-400" />
      <span className="break-words text-lg font-black leading-tight text-slate-900 sm:text-xl">
        {player.name}
      </span>
      <span className="text-sm text-slate-700">
        {rival.rank !== null
          ? t("h2h.rankPoints", {
              rank: format.number(rival.rank),
              points: format.number(player.totalPoints),
            })
          : t("h2h.unrankedPoints", { points: format.number(player.totalPoints) })}
      </span>
    </Link>
  );
}

/** One figure of both sides, the larger one strong: "3 Wins 1". */
function Versus({ label, a, b }: { label: string; a: number; b: number }) {
  const format = useFormat();
  const side = (value: number, other: number) => (
    <dd
      className={cx("text-3xl font-black tabular-nums", value > other ? "text-court-900" : "text-slate-500")}
    >
      {format.number(value)}
    </dd>
  );
  return (
    <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center">
      {side(a, b)}
      <dt className="text-xs font-bold uppercase tracking-wide text-slate-600">{label}</dt>
      {side(b, a)}
    </div>
  );
}

function HeadToHeadBody({ h2h }: { h2h: HeadToHead }) {
  const t = useT();
  const { a, b } = h2h;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageTitle page={t("h2h.pageTitle", { a: a.player.name, b: b.player.name })} />
      <h1 className="text-3xl font-black tracking-tight text-court-950">{t("h2h.title")}</h1>
      <Card className="grid gap-5 p-4 sm:p-6">
        <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-2">
          <RivalCard rival={a} />
          <Link
            to={`/players/${b.player.id}/vs/${a.player.id}`}
            aria-label={t("h2h.swap")}
            title={t("h2h.swap")}
            className={cx(buttonClasses("ghost", "md"), "mt-8")}
          >
            <ArrowLeftRight aria-hidden="true" className="size-5" />
          </Link>
          <RivalCard rival={b} />
        </div>
        <dl className="grid gap-3 rounded-2xl bg-court-50 p-4 ring-1 ring-court-100">
          <Versus label={t("h2h.wins")} a={a.record.won} b={b.record.won} />
          <Versus label={t("h2h.sets")} a={a.record.setsWon} b={b.record.setsWon} />
          <Versus label={t("h2h.games")} a={a.record.gamesWon} b={b.record.gamesWon} />
        </dl>
      </Card>
      <Section title={t("h2h.meetings")} level={2}>
        {h2h.meetings.length === 0 ? (
          <p className="text-sm text-slate-700">{t("h2h.noMeetings")}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
            {h2h.meetings.map((match, index) => (
              <MatchRow key={`${match.date}-${index}`} match={match} />
            ))}
          </ul>
        )}
      </Section>
      {/* Doubles: a section of its own, only when their teams met (from the first player's side). */}
      {h2h.doublesMeetings.length > 0 ? (
        <Section title={t("h2h.doublesMeetings")} level={2}>
          <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
            {h2h.doublesMeetings.map((match, index) => (
              <DoublesMatchRow
                key={`${match.date}-${match.tournamentId}-${index}`}
                match={match}
                linkPartner
              />
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}

function Loader({ a, b }: { a: number; b: number }) {
  const t = useT();
  const h2h = useHeadToHead(a, b);
  if (h2h.isPending) return <Spinner label={t("playerPage.loading")} />;
  if (h2h.isError) {
    if (h2h.error instanceof ApiError && (h2h.error.status === 404 || h2h.error.status === 422))
      return <NotFound />;
    return <LoadError onRetry={() => void h2h.refetch()} />;
  }
  return <HeadToHeadBody h2h={h2h.data} />;
}

function NotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-14 text-center">
      <UserX aria-hidden="true" className="size-14 text-slate-400" />
      <h1 className="text-2xl font-extrabold text-court-900">{t("profile.notFound")}</h1>
      <Link to="/rankings" className={buttonClasses("primary", "md")}>
        {t("playerPage.back")}
      </Link>
    </section>
  );
}

/**
 * Head-to-head (`/players/{a}/vs/{b}`): both players with their current rank and points,
 * their wins, sets and games against each other, and every meeting from the first one's side.
 */
export function HeadToHeadPage() {
  const params = useParams();
  const a = Number(params.a);
  const b = Number(params.b);
  const valid = [a, b].every((id) => Number.isInteger(id) && id > 0) && a !== b;
  if (!valid) return <NotFound />;
  return <Loader key={`${a}-${b}`} a={a} b={b} />;
}
