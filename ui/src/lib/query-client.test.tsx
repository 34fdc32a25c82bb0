import { focusManager, onlineManager, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client";

function Scores({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ["scores"], queryFn: load });
  return <p>{query.data ?? "loading"}</p>;
}

/** Mounts one query with the app's real client settings and waits for its first answer. */
async function mountQuery() {
  let calls = 0;
  const load = vi.fn(async () => `answer ${++calls}`);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Scores load={load} />
    </QueryClientProvider>,
  );
  expect(await screen.findByText("answer 1")).toBeInTheDocument();
  return load;
}

afterEach(() => {
  focusManager.setFocused(undefined);
  onlineManager.setOnline(true);
});

describe("the app's query client", () => {
  it("refetches a shown query when the window regains focus", async () => {
    const load = await mountQuery();
    act(() => focusManager.setFocused(false));
    act(() => focusManager.setFocused(true));
    expect(await screen.findByText("answer 2")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("refetches a shown query when the network comes back", async () => {
    const load = await mountQuery();
    act(() => onlineManager.setOnline(false));
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText("answer 2")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not ask while the window is away or the network is down", async () => {
    const load = await mountQuery();
    act(() => focusManager.setFocused(false));
    act(() => onlineManager.setOnline(false));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
