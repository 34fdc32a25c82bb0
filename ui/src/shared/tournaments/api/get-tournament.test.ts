import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { fetchTournamentAhead, getTournamentOptions } from "./get-tournament";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fetchTournamentAhead", () => {
  it("hands its answer to the page's first query, which then asks no more", async () => {
    const fetchMock = mockFetch({ "/api/tournaments/7": { body: { id: 7, name: "Copa" } } });
    fetchTournamentAhead(7);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const client = new QueryClient();
    expect(await client.fetchQuery(getTournamentOptions(7))).toMatchObject({ id: 7, name: "Copa" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A later query (after an invalidation) asks the server again.
    await client.fetchQuery({ ...getTournamentOptions(7), staleTime: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("leaves a failure to the query that takes it", async () => {
    mockFetch({
      "/api/tournaments/8": { status: 404, body: { error: "not_found", message: "No such tournament" } },
    });
    fetchTournamentAhead(8);
    const client = new QueryClient();
    await expect(client.fetchQuery(getTournamentOptions(8))).rejects.toMatchObject({ status: 404 });
  });
});
