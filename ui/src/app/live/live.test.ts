import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { keysForChange } from "./changes";
import { backoff, connect, type LiveEnvironment, type LiveMessage, type LiveStatus } from "./connection";
import { applyLiveMessage } from "./live-line";
import { myLeagueScoresKey } from "@/features/members/api/get-my-league-scores";

describe("keysForChange", () => {
  it("refetches a result's tournament, the list and everyone's points, not the league list", () => {
    const keys = keysForChange({ kind: "match_result", tournamentId: 3, matchId: 41, playerIds: [7, 12] });
    expect(keys).toContainEqual(["tournaments", 3]);
    expect(keys).toContainEqual(["tournaments", "list"]);
    expect(keys).toContainEqual(["players"]);
    expect(keys).not.toContainEqual(["league"]);
    expect(keys).not.toContainEqual(["tournaments", 4]);
  });

  it("refetches the member's next matches after a result, its answer or a draw", () => {
    expect(keysForChange({ kind: "match_result", tournamentId: 3, matchId: 41 })).toContainEqual([
      "me",
      "overview",
    ]);
    expect(keysForChange({ kind: "matches_generated", tournamentId: 3 })).toContainEqual(["me", "overview"]);
  });

  it("refetches the league, the points and the admin's queue after a league score, no tournament's", () => {
    const keys = keysForChange({ kind: "league_score", leagueMatchId: 9, playerIds: [1, 2] });
    expect(keys).toEqual([
      ["league"],
      ["players"],
      ["me", "overview"],
      ["tournaments", "disputes"],
      ["today"],
    ]);
  });

  it("refetches today's list, the overdue queue and the member's matches when a match is set", () => {
    const keys = keysForChange({ kind: "match_scheduled", tournamentId: 3, matchId: 41, playerIds: [7, 12] });
    expect(keys).toContainEqual(["tournaments", 3]);
    expect(keys).toContainEqual(["today"]);
    expect(keys).toContainEqual(["admin", "overdue"]);
    expect(keys).toContainEqual(["me", "overview"]);
    expect(keysForChange({ kind: "match_result", tournamentId: 3, matchId: 41 })).toContainEqual(["today"]);
  });

  it("refetches a tournament answer's matches and the queues, no point, list or league", () => {
    const keys = keysForChange({ kind: "result_answered", tournamentId: 3, matchId: 41, playerIds: [7, 12] });
    expect(keys).toEqual([
      ["tournaments", 3],
      ["me", "overview"],
      ["tournaments", "disputes"],
      ["tournaments", "audit"],
    ]);
    for (const moved of [["players"], ["tournaments", "list"], ["league"], ["today"], ["admin", "overdue"]]) {
      expect(keys).not.toContainEqual(moved);
    }
  });

  it("refetches a league answer's lists, history and queues, not the points or the challenge range", () => {
    const keys = keysForChange({ kind: "result_answered", leagueMatchId: 9, playerIds: [7, 8] });
    expect(keys).toEqual([
      ["league", "matches"],
      ["league", "history"],
      ["me", "overview"],
      ["tournaments", "disputes"],
      ["tournaments", "audit"],
    ]);
    const [matches] = keys;
    expect(myLeagueScoresKey(7).slice(0, matches?.length)).toEqual(matches);
    expect(keys).not.toContainEqual(["players"]);
    expect(keys).not.toContainEqual(["league"]);
    expect(keys.some((key) => key.includes("range"))).toBe(false);
  });

  it("refetches the member's league scores to confirm after a league score", () => {
    const [league] = keysForChange({ kind: "league_score", leagueMatchId: 9, playerIds: [7, 8] });
    const mine = myLeagueScoresKey(7);
    expect(mine.slice(0, league?.length)).toEqual(league);
  });

  it("refetches names everywhere after a player edit, and everything for an unknown kind", () => {
    expect(keysForChange({ kind: "player_edited", playerIds: [5] })).toEqual([
      ["players"],
      ["tournaments"],
      ["league"],
    ]);
    // @ts-expect-error: a kind this build does not know (a newer server's)
    expect(keysForChange({ kind: "something_new" })).toEqual([[]]);
  });
});

/** A stand-in for the browser's EventSource. */
class FakeSource {
  static made: FakeSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  listeners = new Map<string, (e: MessageEvent<string>) => void>();
  closed = false;
  url: string;
  constructor(url: string) {
    this.url = url;
    FakeSource.made.push(this);
  }
  addEventListener(type: string, run: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, run);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: string, lastEventId = "") {
    this.listeners.get(type)?.({ data, lastEventId } as MessageEvent<string>);
  }
}

/** The n-th EventSource made, or the n-th timer set. */
function nth<T>(list: T[], n: number): T {
  const item = list[n];
  if (item === undefined) throw new Error(`nothing at ${n}`);
  return item;
}

function environment() {
  const timers: { run: () => void; ms: number }[] = [];
  const env: LiveEnvironment = {
    createEventSource: (url) => new FakeSource(url) as unknown as EventSource,
    setTimeout: (run, ms) => timers.push({ run, ms }),
    clearTimeout: () => undefined,
  };
  return { env, timers };
}

describe("connect", () => {
  it("makes a new stream after a refusal, waiting longer each time, and asks for what it missed", () => {
    FakeSource.made = [];
    const { env, timers } = environment();
    const messages: LiveMessage[] = [];
    const statuses: LiveStatus[] = [];
    const stop = connect(
      "/api/events",
      { message: (m) => messages.push(m), status: (s) => statuses.push(s) },
      env,
    );
    const first = nth(FakeSource.made, 0);
    expect(first.url).toBe("/api/events");
    first.onopen?.();
    first.emit("hello", '{"build":"a","revision":5}', "5");
    first.emit("change", '{"kind":"league_score"}', "6");
    expect(messages.map((m) => m.event)).toEqual(["hello", "change"]);
    expect(statuses).toEqual(["connecting", "live"]);

    // A 502 from a proxy: the EventSource is CLOSED and will never retry by itself.
    first.readyState = 2;
    first.onerror?.();
    expect(statuses.at(-1)).toBe("reconnecting");
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    nth(timers, 0).run();
    const second = nth(FakeSource.made, 1);
    expect(second.url).toBe("/api/events?since=6");
    second.readyState = 2;
    second.onerror?.();
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000]);

    // While the browser retries by itself (CONNECTING), nothing new is made.
    nth(timers, 1).run();
    const third = nth(FakeSource.made, 2);
    third.readyState = 0;
    third.onerror?.();
    expect(FakeSource.made).toHaveLength(3);
    third.onopen?.();
    expect(statuses.at(-1)).toBe("live");
    stop();
    expect(third.closed).toBe(true);
  });

  it("waits at most 10 s between attempts", () => {
    expect([0, 1, 2, 3, 4, 10].map(backoff)).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
  });
});

describe("applyLiveMessage", () => {
  function storage() {
    const kept = new Map<string, string>();
    return {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
    };
  }

  it("reloads once when the server's build changes", () => {
    const client = new QueryClient();
    const seen: { build?: string } = {};
    const reload = vi.fn();
    const kept = storage();
    const hello = (build: string): LiveMessage => ({
      event: "hello",
      data: JSON.stringify({ build, revision: 1 }),
    });
    applyLiveMessage(hello("a"), client, seen, reload, kept);
    applyLiveMessage(hello("a"), client, seen, reload, kept);
    expect(reload).not.toHaveBeenCalled();
    applyLiveMessage(hello("b"), client, seen, reload, kept);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page still runs old code (a cached bundle): no reload loop.
    applyLiveMessage(hello("b"), client, {}, reload, kept);
    applyLiveMessage(hello("b"), client, { build: "a" }, reload, kept);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("marks exactly the touched queries stale, and everything on resync", () => {
    const client = new QueryClient();
    client.setQueryData(["tournaments", 3, "matches"], []);
    client.setQueryData(["tournaments", 4, "matches"], []);
    client.setQueryData(["league", "matches", {}], []);
    const stale = () =>
      client
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.isInvalidated)
        .map((q) => JSON.stringify(q.queryKey))
        .sort();
    applyLiveMessage(
      { event: "change", data: '{"kind":"match_result","tournamentId":3,"matchId":41}' },
      client,
      {},
      () => undefined,
    );
    expect(stale()).toEqual(['["tournaments",3,"matches"]']);
    applyLiveMessage({ event: "resync", data: "{}" }, client, {}, () => undefined);
    expect(stale()).toHaveLength(3);
  });
});
