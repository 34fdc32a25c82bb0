import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyPage } from "./lazy-page";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("lazyPage", () => {
  it("renders a preloaded page in the first render, without its loading status", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Page = lazyPage(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ana" />
      </Suspense>,
    );
    // No await: the page is there at once.
    expect(screen.getByText("Hello Ana")).toBeInTheDocument();
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the loading status while the code arrives, and fetches it once", async () => {
    let arrive: (page: typeof Greeting) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const Page = lazyPage(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Beto" />
      </Suspense>,
    );
    expect(screen.getByText("Loading")).toBeInTheDocument();
    void Page.preload();
    await act(async () => arrive(Greeting));
    expect(await screen.findByText("Hello Beto")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries a failed download again", async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce(Greeting);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow("offline");
    await Page.preload();
    render(<Page name="Carla" />);
    expect(screen.getByText("Hello Carla")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
