import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api";
import { createQueryClient } from "@/lib/query-client";
import { tournamentKeys } from "@/shared/tournaments/api/keys";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { aLeagueMatch, aMatch } from "@/test/fixtures";
import { confirmLeagueScore, confirmResult, resultChanged, useConfirmResult } from "./result-calls";

afterEach(() => {
  vi.unstubAllGlobals();
});

// The version of the result on screen: RFC 3339 with its milliseconds.
const SHOWN = "2026-11-28T18:05:09.123Z";
const CHANGED = {
  error: "conflict",
  code: "result_changed",
  message: "The result was corrected since",
};

describe("the confirm calls", () => {
  it("name the version of the result they confirm", async () => {
    const fetchMock = mockFetch({
      "POST /api/matches/41/confirm": { body: aMatch({ id: 41 }) },
      "POST /api/league/matches/12/confirm": { body: aLeagueMatch({ id: 12 }) },
    });
    await confirmResult({ matchId: 41, reportedAt: SHOWN });
    await confirmLeagueScore({ matchId: 12, reportedAt: SHOWN });
    expect(sentBody(fetchMock, "POST", "/api/matches/41/confirm")).toEqual({ reportedAt: SHOWN });
    expect(sentBody(fetchMock, "POST", "/api/league/matches/12/confirm")).toEqual({ reportedAt: SHOWN });
  });

  it("tell a result corrected since from any other refusal", async () => {
    mockFetch({ "POST /api/matches/41/confirm": { status: 409, body: CHANGED } });
    const error = await confirmResult({ matchId: 41, reportedAt: SHOWN }).catch((caught: Error) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(resultChanged(error as Error)).toBe(true);
    const disputed = new ApiError(
      409,
      "",
      JSON.stringify({ error: "conflict", code: "result_disputed", message: "Disputed" }),
    );
    expect(resultChanged(disputed)).toBe(false);
    expect(resultChanged(new TypeError("Failed to fetch"))).toBe(false);
  });
});

describe("useConfirmResult", () => {
  it("on a result corrected since, marks what shows it out of date, then says so", async () => {
    mockFetch({ "POST /api/matches/41/confirm": { status: 409, body: CHANGED } });
    const queryClient = createQueryClient();
    // What the member's page shows of the tournament: its matches.
    queryClient.setQueryData(tournamentKeys.matches(4), [aMatch({ id: 41, tournamentId: 4 })]);
    const staleWhenSaid: (boolean | undefined)[] = [];
    const onChanged = vi.fn(() =>
      staleWhenSaid.push(queryClient.getQueryState(tournamentKeys.matches(4))?.isInvalidated),
    );
    const onSuccess = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useConfirmResult(4, { onSuccess, onChanged }), { wrapper });
    act(() => result.current.mutate({ matchId: 41, reportedAt: SHOWN }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(staleWhenSaid).toEqual([true]);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
