import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { renderRoutes } from "@/test/render";
import { createQueryClient } from "@/lib/query-client";
import { ANDRES, MARIA, seasonWithDoublesChampion } from "../test/doubles";
import { aProfile, anEntry, noPastSeason, twoPastSeasons } from "../test/seasons";
import { RankingsPage } from "./rankings-page";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = (path = "/rankings", locale: "en" | "es" = "en") =>
  renderRoutes([{ path: "/rankings", element: <RankingsPage /> }], path, createQueryClient(), locale);

/** The card of one past season, by its heading. */
async function seasonCard(season: string): Promise<HTMLElement> {
  return screen.findByRole("region", { name: `Season ${season}` });
}

describe("the past seasons", () => {
  it("lists each past season, newest first, under a heading of its own", async () => {
    mockFetch({ "/api/seasons": { body: twoPastSeasons }, "/api/rankings": { body: [] } });
    page();
    const archive = await screen.findByRole("region", { name: "Past seasons" });
    expect(within(archive).getByRole("heading", { level: 2, name: "Past seasons" })).toBeInTheDocument();
    expect(
      (await within(archive).findAllByRole("heading", { level: 3 })).map((heading) => heading.textContent),
    ).toEqual(["Season 2025", "Season 2024"]);
    expect(screen.getByRole("heading", { level: 1, name: "Overall Rankings" })).toBeInTheDocument();
  });

  it("shows a season's top 10, its finals champion apart, each tournament's champion and the league's leader", async () => {
    mockFetch({ "/api/seasons": { body: twoPastSeasons }, "/api/rankings": { body: [] } });
    page();
    const card = await seasonCard("2025");

    const finals = within(card).getByText("Finals champion").parentElement as HTMLElement;
    expect(within(finals).getByText("Luis Soto")).toBeInTheDocument();
    expect(within(finals).getByText("Finales 2025")).toBeInTheDocument();

    const champions = within(card).getByRole("heading", { name: "Tournament champions" }).parentElement;
    const lines = within(champions as HTMLElement)
      .getAllByRole("listitem")
      .map((line) => line.textContent);
    // The finals' champion has the banner, not a second line.
    expect(lines).toEqual(["Ana MoraCopa Abril · 05/04/2025", "Eva RuizGrand Slam Julio · 12/07/2025"]);

    const league = within(card).getByText("Most league sets won").parentElement?.parentElement as HTMLElement;
    expect(within(league).getByText("Eva Ruiz")).toBeInTheDocument();
    expect(within(league).getByText("42 sets")).toBeInTheDocument();

    const top = within(card).getByRole("heading", { name: "Top 10" }).parentElement as HTMLElement;
    expect(
      within(top)
        .getAllByRole("button")
        .map((line) => line.textContent),
    ).toEqual(["1LSLuis Soto610 pts", "2AMAna Mora540 pts", "3EREva Ruiz380 pts"]);
  });

  it("leaves out the finals and the league's leader of a season that had neither", async () => {
    mockFetch({ "/api/seasons": { body: twoPastSeasons }, "/api/rankings": { body: [] } });
    page();
    const card = await seasonCard("2024");
    expect(within(card).queryByText("Finals champion")).not.toBeInTheDocument();
    expect(within(card).queryByText("Most league sets won")).not.toBeInTheDocument();
    expect(within(card).getByText("Copa Inaugural · 07/09/2024")).toBeInTheDocument();
  });

  it("says there is no past season yet in a club's first one", async () => {
    mockFetch({ "/api/seasons": { body: noPastSeason }, "/api/rankings": { body: [] } });
    page();
    expect(await screen.findByText("No past seasons yet")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 3 })).not.toBeInTheDocument();
    const picker = screen.getByRole("combobox", { name: "Season" });
    expect(
      within(picker)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["This season (2026)", "All time"]);
  });

  it("opens a season's whole ranking from its card, scrolled to the table", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    mockFetch({
      "/api/seasons": { body: twoPastSeasons },
      "/api/rankings": (_init, url) => ({
        body:
          url.searchParams.get("season") === "2024"
            ? [anEntry(12, 1, "Ana Mora", 300, "2024"), anEntry(4, 2, "Luis Soto", 280, "2024")]
            : [],
      }),
    });
    const { location } = page();
    const card = await seasonCard("2024");
    await userEvent.click(within(card).getByRole("button", { name: "See the 2024 ranking" }));
    expect(location.search).toBe("?season=2024");
    expect(await screen.findByText("280")).toBeInTheDocument();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById("season-ranking"));
    const picker = screen.getByRole("combobox", { name: "Season" });
    expect(picker).toHaveValue("2024");
    expect(picker).toHaveFocus();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it("opens a player of a season's top 10 in that season", async () => {
    const fetchMock = mockFetch({
      "/api/seasons": { body: twoPastSeasons },
      "/api/rankings": { body: [] },
      "/api/players/7/profile": { body: aProfile(7, "Eva Ruiz", "2025", 3, 380) },
    });
    page();
    const card = await seasonCard("2025");
    await userEvent.click(within(card).getByRole("button", { name: /Eva Ruiz/ }));
    const dialog = await screen.findByRole("dialog", { name: "Player Profile" });
    expect(await within(dialog).findByText("Season 2025")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([to]) => String(to))).toContain("/api/players/7/profile?season=2025");
  });

  it("names a doubles team that won a tournament, marked as doubles, with no link to a player", async () => {
    mockFetch({
      "/api/seasons": { body: { current: "2026", seasons: [seasonWithDoublesChampion] } },
      "/api/rankings": { body: [] },
    });
    page();
    const card = await seasonCard("2025");
    const champions = within(card).getByRole("heading", { name: "Tournament champions" })
      .parentElement as HTMLElement;
    const [team, single] = within(champions).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    const name = within(team).getByText(`${MARIA} / ${ANDRES}`);
    // The whole team's name, both partners, wrapping on a phone rather than cut short.
    expect(name).toHaveClass("break-words");
    expect(name).not.toHaveClass("truncate");
    expect(within(name).getByText("Doubles")).toBeInTheDocument();
    expect(within(team).getByText("Copa de Dobles Octubre · 04/10/2025")).toBeInTheDocument();
    expect(within(team).queryByRole("link")).not.toBeInTheDocument();
    expect(within(team).queryByRole("button")).not.toBeInTheDocument();
    // A singles champion is as before: no doubles mark.
    expect(within(single).getByText(MARIA)).toBeInTheDocument();
    expect(within(single).queryByText("Doubles")).not.toBeInTheDocument();
  });

  it("lists a season's doubles top 10 beside its top 10, each opening the player's profile in it", async () => {
    const fetchMock = mockFetch({
      "/api/seasons": { body: { current: "2026", seasons: [seasonWithDoublesChampion] } },
      "/api/rankings": { body: [] },
      "/api/players/22/profile": { body: aProfile(22, ANDRES, "2025", 1, 410) },
    });
    page("/rankings", "es");
    const card = await screen.findByRole("region", { name: "Temporada 2025" });
    const doubles = within(card).getByRole("heading", { name: "Los 10 mejores de dobles" })
      .parentElement as HTMLElement;
    const lines = within(doubles).getAllByRole("button");
    expect(lines.map((line) => line.textContent)).toEqual([`1MV${MARIA}240 pts`, `1AC${ANDRES}240 pts`]);
    await userEvent.click(lines[1] as HTMLElement);
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([to]) => String(to))).toContain("/api/players/22/profile?season=2025");
  });

  it("shows no doubles top 10 for a season without doubles", async () => {
    mockFetch({ "/api/seasons": { body: twoPastSeasons }, "/api/rankings": { body: [] } });
    page();
    const card = await seasonCard("2025");
    expect(within(card).getByRole("heading", { name: "Top 10" })).toBeInTheDocument();
    expect(within(card).queryByRole("heading", { name: "Doubles top 10" })).not.toBeInTheDocument();
  });

  it("marks a doubles champion in Spanish", async () => {
    mockFetch({
      "/api/seasons": { body: { current: "2026", seasons: [seasonWithDoublesChampion] } },
      "/api/rankings": { body: [] },
    });
    page("/rankings", "es");
    const card = await screen.findByRole("region", { name: "Temporada 2025" });
    const name = within(card).getByText(`${MARIA} / ${ANDRES}`);
    expect(within(name).getByText("Dobles")).toBeInTheDocument();
  });
});
