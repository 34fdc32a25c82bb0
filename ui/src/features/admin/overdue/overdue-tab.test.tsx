import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { OverdueTab } from "./overdue-tab";

const MATCH = {
  id: 41,
  tournamentId: 4,
  week: 1,
  round: 1,
  slot: 1,
  stage: "group",
  status: "scheduled",
  isBye: false,
  playable: true,
  walkover: false,
  retired: false,
  sets: [],
  player1Id: 7,
  player1Name: "Ana Mora",
  player2Id: 9,
  player2Name: "Bruno Campos",
  deadline: "2026-11-08",
  rescheduleUntil: "2026-11-11",
  timing: "overdue",
  date: null,
  time: null,
  cancha: null,
};

const QUEUE = [{ timing: "overdue", daysLate: 12, tournamentName: "Copa Noviembre", match: MATCH }];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("OverdueTab", () => {
  it("lists the late matches with their tournament, timing and days late", async () => {
    mockFetch({ "/api/admin/overdue": { body: QUEUE } });
    renderWithProviders(<OverdueTab />);
    const list = await screen.findByRole("list", { name: "Late and overdue matches" });
    expect(within(list).getByText("Copa Noviembre · 12 days late")).toBeInTheDocument();
    expect(within(list).getByText("Overdue")).toBeInTheDocument();
    expect(within(list).getByText("Ana Mora vs Bruno Campos")).toBeInTheDocument();
  });

  it("puts a dot only between the parts there are", async () => {
    mockFetch({
      "/api/admin/overdue": {
        body: [{ ...QUEUE[0], tournamentName: "", daysLate: 1, match: { ...MATCH, date: "2026-11-09" } }],
      },
    });
    renderWithProviders(<OverdueTab />);
    const list = await screen.findByRole("list", { name: "Late and overdue matches" });
    const line = within(list).getByText("1 day late");
    expect(line.closest("p")?.textContent).toBe("Overdue1 day late");
    expect(
      within(list).getByText("Play by 08/11/2026 · may move until 11/11/2026 · 09/11/2026"),
    ).toBeInTheDocument();
    expect(within(list).queryByText(/^·|· ·|·$/)).not.toBeInTheDocument();
  });

  it("records a walkover for the player tapped, in one tap", async () => {
    let done = false;
    const fetchMock = mockFetch({
      "/api/admin/overdue": () => ({ body: done ? [] : QUEUE }),
      "POST /api/matches/41/walkover": () => {
        done = true;
        return { body: { ...MATCH, status: "completed", winnerId: 9, timing: null } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OverdueTab />);
    await user.click(await screen.findByRole("button", { name: "Bruno Campos wins" }));
    expect(await screen.findByText("No match is late.")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", "/api/matches/41/walkover")).toEqual({ winnerId: 9 });
  });

  it("gives more days, 1 to 14", async () => {
    const fetchMock = mockFetch({
      "/api/admin/overdue": { body: QUEUE },
      "POST /api/matches/41/extension": { body: { ...MATCH, rescheduleUntil: "2026-11-18", timing: "late" } },
    });
    const user = userEvent.setup();
    renderWithProviders(<OverdueTab />);
    await user.click(await screen.findByRole("button", { name: "More days" }));
    const days = screen.getByLabelText("Days");
    expect(within(days).getAllByRole("option")).toHaveLength(14);
    await user.selectOptions(days, "7");
    await user.click(screen.getByRole("button", { name: "Give 7 more days" }));
    await waitFor(() =>
      expect(sentBody(fetchMock, "POST", "/api/matches/41/extension")).toEqual({ days: 7 }),
    );
  });

  it("reads in Spanish", async () => {
    mockFetch({ "/api/admin/overdue": { body: QUEUE } });
    renderWithProviders(<OverdueTab />, undefined, "es");
    expect(await screen.findByRole("button", { name: "Gana Ana Mora" })).toBeInTheDocument();
    expect(screen.getByText("Vencido")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Más días" })).toBeInTheDocument();
  });
});
