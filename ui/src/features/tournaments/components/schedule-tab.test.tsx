import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { aMatch } from "@/test/fixtures";
import { renderWithProviders } from "@/test/render";
import { ScheduleTab } from "./schedule-tab";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ScheduleTab", () => {
  it("writes a played match's score from the winner's side", async () => {
    mockFetch({
      "/api/tournaments/1/matches": {
        body: [
          // Luis Vega, listed second, won.
          aMatch({
            id: 1,
            status: "completed",
            winnerId: 8,
            score: "4-6, 2-6",
            scoreForWinner: "6-4, 6-2",
          }),
          aMatch({ id: 2, player2Id: 9, player2Name: "Marta Solís" }),
        ],
      },
    });
    renderWithProviders(<ScheduleTab tournament={{ id: 1, name: "Copa Pura Vida" }} />);
    expect(await screen.findByText("6-4, 6-2")).toBeInTheDocument();
    expect(screen.queryByText("4-6, 2-6")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Winner").parentElement).toHaveTextContent("Luis Vega");
  });
});
