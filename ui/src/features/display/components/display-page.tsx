import { useEffect, useMemo, useRef, useState } from "react";
import { cx } from "@/lib/class-names";
import { useFormat, useT } from "@/lib/i18n";
import { ClubLogoMark } from "@/components/club-logo";
import { useDisplayData } from "../api/use-display-data";
import { newResults, resultSignatures } from "../model/fresh";
import { parseDisplayOptions } from "../model/options";
import { buildSlides, slideId, slideResultKeys, type Slide } from "../model/slides";
import { BracketPanel, ComingSoonPanel, GroupsPanel, RankingsPanel } from "./panels";
import { LeaguePanel } from "./league-panel";
import { TodayPanel } from "./today-panel";
import { MatchesPanel } from "./matches-panel";
import type { Fresh } from "./panel-parts";

/** How long a result that just came in stays highlighted. */
export const FRESH_MS = 8_000;

/**
 * The results that came in since the display loaded, each for `FRESH_MS`, and the latest
 * batch (so the rotation can go to it). Its timers end with the page.
 */
function useFreshResults(signatures: ReadonlyMap<string, string>): { fresh: Fresh; latest: string[] } {
  const previous = useRef<ReadonlyMap<string, string> | null>(null);
  const timers = useRef(new Set<number>());
  const [state, setState] = useState<{ fresh: Fresh; latest: string[] }>({ fresh: new Set(), latest: [] });
  useEffect(() => {
    const added = newResults(previous.current, signatures);
    previous.current = signatures;
    if (added.length === 0) return;
    setState((current) => ({ fresh: new Set([...current.fresh, ...added]), latest: added }));
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setState((current) => {
        const fresh = new Set(current.fresh);
        for (const key of added) fresh.delete(key);
        return { fresh, latest: current.latest };
      });
    }, FRESH_MS);
    timers.current.add(timer);
  }, [signatures]);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);
  return state;
}

/**
 * The screen to show: each stays `every` seconds, then the next. When a result comes in
 * that the current screen does not show, the display goes to the first screen that does.
 */
function useRotation(slides: Slide[], every: number, latest: string[]): Slide | null {
  const [index, setIndex] = useState(0);
  const count = slides.length;
  const position = count === 0 ? 0 : index % count;
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setTimeout(() => setIndex((position + 1) % count), every * 1000);
    return () => window.clearTimeout(timer);
  }, [position, count, every]);
  // A new batch of results: go to a screen that shows one, unless this one does (React's
  // "adjust state when a prop changes" during render, so the right screen is the first drawn).
  const [handled, setHandled] = useState(latest);
  if (latest !== handled) {
    setHandled(latest);
    const showing = (slide: Slide | undefined) =>
      slide !== undefined && slideResultKeys(slide).some((key) => latest.includes(key));
    const found = showing(slides[position]) ? -1 : slides.findIndex(showing);
    if (found !== -1) setIndex(found);
  }
  return slides[position] ?? null;
}

function Live({ live }: { live: boolean }) {
  const t = useT();
  return (
    <span role="status" className="flex items-center gap-3 text-[28px] font-semibold text-court-100">
      <span className={cx("size-5 rounded-full", live ? "bg-ball-400" : "bg-clay-600")} aria-hidden="true" />
      {live ? t("live.on") : t("live.reconnecting")}
    </span>
  );
}

/** The panel's title and what it is about: the tournament, the week, the page. */
function Heading({ slide }: { slide: Slide }) {
  const t = useT();
  const format = useFormat();
  const titles: Record<Slide["panel"], string> = {
    matches: t("display.thisWeek"),
    groups: t("display.groups"),
    bracket: t("display.bracket"),
    rankings: t("display.rankings"),
    league: t("display.league"),
    soon: t("display.comingSoon"),
    today: t("today.title"),
  };
  const about =
    slide.panel === "matches"
      ? `${slide.tournament.name} · ${t("display.weekDates", {
          week: slide.week.week,
          first: format.date(slide.week.firstDay),
          last: format.date(slide.week.lastDay),
        })}`
      : slide.panel === "groups" || slide.panel === "bracket"
        ? slide.tournament.name
        : slide.panel === "today"
          ? format.date(slide.date)
          : null;
  return (
    <div className="min-w-0 flex-1">
      <h1 className="truncate text-[56px] font-black leading-tight">{titles[slide.panel]}</h1>
      {about ? <p className="truncate text-[32px] font-semibold text-court-100">{about}</p> : null}
    </div>
  );
}

function Panel({ slide, fresh }: { slide: Slide; fresh: Fresh }) {
  switch (slide.panel) {
    case "matches":
      return (
        <MatchesPanel
          matches={slide.matches}
          groupLetters={slide.groupLetters}
          seeds={slide.seeds}
          fresh={fresh}
        />
      );
    case "groups":
      return <GroupsPanel tables={slide.tables} seeds={slide.seeds} />;
    case "bracket":
      return (
        <BracketPanel
          columns={slide.columns}
          seeds={slide.seeds}
          fresh={fresh}
          waiting={slide.tournament.finalWaiting}
        />
      );
    case "rankings":
      return <RankingsPanel entries={slide.entries} />;
    case "league":
      return <LeaguePanel results={slide.results} pending={slide.pending} fresh={fresh} />;
    case "soon":
      return <ComingSoonPanel tournament={slide.tournament} />;
    case "today":
      return <TodayPanel matches={slide.matches} pending={slide.pending} />;
  }
}

/**
 * The clubhouse display (`/display`): full screen on a 1080p TV, nothing to click, rotating
 * through this week's matches, the group tables, the knockout, the ranking and the league
 * (`?every=` seconds each, `?panels=` which and in what order). It stays current through the
 * live stream like every page, and highlights a result as it comes in.
 */
export function DisplayPage({ live }: { live: boolean }) {
  const t = useT();
  const options = useMemo(() => parseDisplayOptions(window.location.search), []);
  const data = useDisplayData();
  const slides = useMemo(() => buildSlides(options.panels, data), [options.panels, data]);
  const signatures = useMemo(
    () =>
      resultSignatures([...data.matches.values()].flat(), [
        ...(data.leagueResults ?? []),
        ...(data.leaguePending ?? []),
      ]),
    [data.matches, data.leagueResults, data.leaguePending],
  );
  const { fresh, latest } = useFreshResults(signatures);
  const slide = useRotation(slides, options.every, latest);
  useEffect(() => {
    document.title = t("page.title", { page: t("display.title") });
  }, [t]);
  return (
    <div
      data-display
      data-slide={slide ? slideId(slide) : undefined}
      className="fixed inset-0 flex cursor-none select-none flex-col overflow-hidden bg-court-950 px-12 py-8 text-white"
    >
      <header className="flex items-center gap-8 pb-6">
        <ClubLogoMark className="size-20 shrink-0" />
        {slide ? <Heading slide={slide} /> : <div className="flex-1" />}
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Live live={live} />
          {slide && slide.pages > 1 ? (
            <span className="text-[28px] font-semibold text-court-200">
              {t("display.page", { page: slide.page, pages: slide.pages })}
            </span>
          ) : null}
        </div>
      </header>
      <main className="min-h-0 flex-1">
        {slide ? (
          <Panel key={slideId(slide)} slide={slide} fresh={fresh} />
        ) : (
          <p className="mt-24 text-center text-[40px] font-semibold text-court-100">
            {data.tournaments === undefined ? t("app.loading") : t("display.nothing")}
          </p>
        )}
      </main>
      {slides.length > 1 ? (
        <footer className="flex justify-center gap-3 pt-4" aria-hidden="true">
          {slides.map((each) => (
            <span
              key={slideId(each)}
              className={cx("h-2 rounded-full", each === slide ? "w-12 bg-ball-400" : "w-4 bg-court-700")}
            />
          ))}
        </footer>
      ) : null}
    </div>
  );
}
