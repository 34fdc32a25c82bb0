import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clubToday } from "@/lib/dates";
import { createQueryClient } from "@/lib/query-client";
import type { FeeLine, SeasonFees } from "@/lib/wire";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { FeesTab } from "./fees-tab";

afterEach(() => {
  vi.unstubAllGlobals();
});

const ana: FeeLine = {
  playerId: 1,
  name: "Ana Mora",
  avatar: null,
  level: "B",
  amount: 10000,
  paidOn: "2026-03-02",
  status: "paid",
  owed: 0,
};
const luis: FeeLine = {
  playerId: 2,
  name: "Luis Vega",
  avatar: null,
  level: null,
  amount: null,
  paidOn: null,
  status: "unpaid",
  owed: 10000,
};
const eva: FeeLine = {
  playerId: 3,
  name: "Eva Ruiz",
  avatar: null,
  level: "C+",
  amount: 4000,
  paidOn: "2026-02-01",
  status: "partial",
  owed: 6000,
};

function season(players: FeeLine[], extra: Partial<SeasonFees> = {}): SeasonFees {
  const collected = players.reduce((sum, line) => sum + (line.amount ?? 0), 0);
  const owed = players.reduce((sum, line) => sum + line.owed, 0);
  return {
    season: 2026,
    fee: 10000,
    feeSetByAdmin: false,
    seasons: [2027, 2026, 2025],
    collected,
    owed,
    paidCount: players.filter((line) => line.status === "paid").length,
    playerCount: players.length,
    players,
    ...extra,
  };
}

/** The server's books, which the calls change as the server would. */
function books() {
  let lines = [ana, luis, eva];
  const fetchMock = mockFetch({
    "/api/admin/fees": (_, url) =>
      url.searchParams.get("season") === "2025"
        ? { body: season([{ ...ana, amount: 5000, paidOn: "2025-05-01" }], { season: 2025, fee: 5000 }) }
        : { body: season(lines) },
    "PUT /api/admin/fees/2026/2": (init) => {
      const body = JSON.parse(String(init?.body)) as { amount: number; paidOn: string };
      const paid: FeeLine = { ...luis, ...body, status: "paid", owed: 0 };
      lines = [ana, paid, eva];
      return { body: paid };
    },
    "DELETE /api/admin/fees/2026/1": () => {
      lines = [{ ...ana, amount: null, paidOn: null, status: "unpaid", owed: 10000 }, luis, eva];
      return { status: 204 };
    },
    "PUT /api/admin/seasons/2026/fee": { body: { season: 2026, fee: 12000, setByAdmin: true } },
  });
  return fetchMock;
}

const row = (name: string, listName = "Players and the 2026 fee") => {
  const list = screen.getByRole("list", { name: listName });
  const item = within(list)
    .getAllByRole("listitem")
    .find((li) => within(li).queryByText(name));
  if (!item) throw new Error(`no row for ${name}`);
  return item;
};

const ES_LIST = "Jugadores y la cuota 2026";

describe("FeesTab", () => {
  it("lists the season's players with what each paid and when, and the totals", async () => {
    books();
    renderWithProviders(<FeesTab />);
    expect(screen.getByText("Loading fees...")).toBeInTheDocument();
    expect(await screen.findByText("₡14,000")).toBeInTheDocument();
    expect(screen.getByText("Collected").nextSibling).toHaveTextContent("₡14,000");
    expect(screen.getByText("Still owed").nextSibling).toHaveTextContent("₡16,000");
    expect(screen.getByText("1 of 3 paid")).toBeInTheDocument();
    expect(screen.getByText("2026 fee")).toBeInTheDocument();
    expect(screen.getByText("₡10,000")).toBeInTheDocument();
    expect(screen.getByText("As the rules set it")).toBeInTheDocument();

    expect(row("Ana Mora")).toHaveTextContent("Paid");
    expect(row("Ana Mora")).toHaveTextContent("₡10,000 on 02/03/2026");
    expect(row("Ana Mora")).toHaveTextContent("Level B");
    expect(within(row("Ana Mora")).getByRole("button", { name: "Undo Ana Mora's payment" })).toBeEnabled();
    expect(row("Luis Vega")).toHaveTextContent("Unpaid");
    expect(row("Luis Vega")).toHaveTextContent("Level not confirmed");
    expect(row("Eva Ruiz")).toHaveTextContent("Partly paid");
    expect(row("Eva Ruiz")).toHaveTextContent("Owes ₡6,000");
    expect(screen.getByRole("combobox", { name: "Season" })).toHaveValue("2026");
  });

  it("marks a fee paid in one tap, with the season's fee and today's date, and the totals follow", async () => {
    const fetchMock = books();
    renderWithProviders(<FeesTab />);
    await screen.findByText("₡14,000");
    await userEvent.click(within(row("Luis Vega")).getByRole("button", { name: "Mark paid for Luis Vega" }));

    expect(await screen.findByText("Fee marked paid")).toBeInTheDocument();
    expect(sentBody(fetchMock, "PUT", "/api/admin/fees/2026/2")).toEqual({
      amount: 10000,
      paidOn: clubToday(),
    });
    await waitFor(() => expect(screen.getByText("Collected").nextSibling).toHaveTextContent("₡24,000"));
    expect(screen.getByText("Still owed").nextSibling).toHaveTextContent("₡6,000");
    expect(screen.getByText("2 of 3 paid")).toBeInTheDocument();
    expect(
      within(row("Luis Vega")).getByRole("button", { name: "Undo Luis Vega's payment" }),
    ).toBeInTheDocument();
  });

  it("undoes a payment", async () => {
    const fetchMock = books();
    renderWithProviders(<FeesTab />);
    await screen.findByText("₡14,000");
    await userEvent.click(within(row("Ana Mora")).getByRole("button", { name: "Undo Ana Mora's payment" }));
    expect(await screen.findByText("Payment undone")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/fees/2026/1",
      expect.objectContaining({ method: "DELETE" }),
    );
    await waitFor(() => expect(screen.getByText("Collected").nextSibling).toHaveTextContent("₡4,000"));
    expect(
      within(row("Ana Mora")).getByRole("button", { name: "Mark paid for Ana Mora" }),
    ).toBeInTheDocument();
  });

  it("shows only those who still owe, on demand", async () => {
    books();
    renderWithProviders(<FeesTab />);
    await screen.findByText("₡14,000");
    await userEvent.click(screen.getByRole("checkbox", { name: "Unpaid only" }));
    const list = screen.getByRole("list", { name: "Players and the 2026 fee" });
    expect(within(list).queryByText("Ana Mora")).not.toBeInTheDocument();
    expect(within(list).getByText("Luis Vega")).toBeInTheDocument();
    expect(within(list).getByText("Eva Ruiz")).toBeInTheDocument();
  });

  it("says so when nobody owes anything", async () => {
    mockFetch({ "/api/admin/fees": { body: season([ana]) } });
    renderWithProviders(<FeesTab />);
    await screen.findByText("1 of 1 paid");
    await userEvent.click(screen.getByRole("checkbox", { name: "Unpaid only" }));
    expect(screen.getByText("Everyone has paid")).toBeInTheDocument();
  });

  it("picks another season: 2025's fee was half", async () => {
    const fetchMock = books();
    renderWithProviders(<FeesTab />);
    await screen.findByText("₡14,000");
    const picker = screen.getByRole("combobox", { name: "Season" });
    expect(
      within(picker)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["2027", "2026", "2025"]);
    await userEvent.selectOptions(picker, "2025");
    expect(await screen.findByText("2025 fee")).toBeInTheDocument();
    expect(screen.getByText("Collected").nextSibling).toHaveTextContent("₡5,000");
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/fees?season=2025", expect.anything());
  });

  it("changes the season's fee, refusing what is not whole colones", async () => {
    const fetchMock = books();
    renderWithProviders(<FeesTab />, createQueryClient());
    await screen.findByText("₡14,000");
    await userEvent.click(screen.getByRole("button", { name: "Change" }));
    const amount = screen.getByLabelText("Fee for 2026, in colones");
    expect(amount).toHaveValue("10000");
    await userEvent.clear(amount);
    await userEvent.type(amount, "12.5");
    await userEvent.click(screen.getByRole("button", { name: "Save fee" }));
    expect(screen.getByText("Enter whole colones from 0 to 1,000,000")).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, "12,000");
    await userEvent.click(screen.getByRole("button", { name: "Save fee" }));
    expect(await screen.findByText("Fee saved")).toBeInTheDocument();
    expect(sentBody(fetchMock, "PUT", "/api/admin/seasons/2026/fee")).toEqual({ amount: 12000 });
  });

  it("speaks Spanish, with the colones as Costa Rica writes them", async () => {
    books();
    renderWithProviders(<FeesTab />, createQueryClient(), "es");
    expect(await screen.findByRole("heading", { name: "Cuotas" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("Recaudado").nextSibling).toHaveTextContent(/₡14\s000/));
    expect(screen.getByText("Por cobrar").nextSibling).toHaveTextContent(/₡16\s000/);
    expect(row("Luis Vega", ES_LIST)).toHaveTextContent("Sin pagar");
    expect(
      within(row("Luis Vega", ES_LIST)).getByRole("button", { name: "Marcar pagada la cuota de Luis Vega" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Solo sin pagar" })).toBeInTheDocument();
  });
});
