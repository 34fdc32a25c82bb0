import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch } from "@/test/fetch-mock";
import { renderRoutes, renderWithProviders } from "@/test/render";
import { NoticeBell } from "./notice-bell";

const ANA = {
  playerId: 7,
  name: "Ana Mora",
  status: "approved",
  avatar: null,
  language: "en",
  stoppedDevices: [],
};

const RESULT = {
  id: 12,
  kind: "result_reported",
  title: "A result in your match",
  body: "Bea Solís recorded 6-4, 6-2. Confirm it or dispute it within 48 hours.",
  link: "/me",
  createdAt: "2026-11-27T15:30:00Z",
  read: false,
};
const DRAW = {
  id: 9,
  kind: "draw_published",
  title: "The draw of Copa Noviembre is out",
  body: "You play in Copa Noviembre. Your group: Group A.",
  link: "/tournament/4",
  createdAt: "2026-11-20T15:00:00Z",
  read: true,
};

/** An EventSource the test drives: it records what it listens to, and can deliver events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  url: string;
  closed = false;
  listeners: Record<string, (() => void)[]> = {};
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    (this.listeners[name] ??= []).push(listener);
  }
  deliver(name: string) {
    for (const listener of this.listeners[name] ?? []) listener();
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

describe("the notice bell", () => {
  it("counts the unread notices, lists the newest with each one's page, and marks all read", async () => {
    let unread = 1;
    const fetchMock = mockFetch({
      "/api/me": { body: ANA },
      "/api/me/notices": () => ({
        body: { notices: [{ ...RESULT, read: unread === 0 }, DRAW], total: 2, unreadCount: unread },
      }),
      "POST /api/me/notices/read": () => {
        unread = 0;
        return { body: { unreadCount: 0 } };
      },
    });
    vi.stubGlobal("EventSource", FakeEventSource);
    renderRoutes(
      [
        { path: "/", element: <NoticeBell /> },
        { path: "/me", element: <p>My page</p> },
      ],
      "/",
    );
    const bell = await screen.findByRole("button", { name: "Notices, 1 unread" });
    await userEvent.click(bell);
    const list = await screen.findByRole("list", { name: "Notices" });
    const [result, draw] = within(list).getAllByRole("link") as [HTMLElement, HTMLElement];
    expect(result).toHaveAttribute("href", "/me");
    expect(result).toHaveTextContent("A result in your match");
    expect(result).toHaveTextContent("New");
    expect(draw).toHaveAttribute("href", "/tournament/4");
    expect(draw).not.toHaveTextContent("New");

    await userEvent.click(screen.getByRole("button", { name: "Mark all read" }));
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Mark all read" })).not.toBeInTheDocument(),
    );
    expect(within(list).queryByText("New")).not.toBeInTheDocument();
    const marked = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(marked?.[1]?.body))).toEqual({});

    // A notice opens its page and closes the list.
    await userEvent.click(within(list).getAllByRole("link")[0] as HTMLElement);
    expect(await screen.findByText("My page")).toBeInTheDocument();
  });

  it("hears a new notice on the member's own stream and counts it", async () => {
    let unread = 0;
    mockFetch({
      "/api/me": { body: ANA },
      "/api/me/notices": () => ({
        body: { notices: unread ? [RESULT] : [], total: unread, unreadCount: unread },
      }),
    });
    vi.stubGlobal("EventSource", FakeEventSource);
    const { unmount } = renderWithProviders(<NoticeBell />);
    expect(await screen.findByRole("button", { name: "Notices" })).toBeInTheDocument();
    const [stream] = FakeEventSource.opened;
    expect(stream?.url).toBe("/api/me/notices/live");
    unread = 1;
    stream?.deliver("notice");
    expect(await screen.findByRole("button", { name: "Notices, 1 unread" })).toBeInTheDocument();
    unmount();
    expect(stream?.closed).toBe(true);
  });

  it("is not there for a visitor or a signup that waits for approval", async () => {
    const fetchMock = mockFetch({ "/api/me": { body: { ...ANA, status: "pending" } } });
    renderWithProviders(<NoticeBell />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("button", { name: /Notices/ })).not.toBeInTheDocument();
  });

  it("reads in Spanish", async () => {
    mockFetch({
      "/api/me": { body: { ...ANA, language: "es" } },
      "/api/me/notices": { body: { notices: [], total: 0, unreadCount: 0 } },
    });
    vi.stubGlobal("EventSource", FakeEventSource);
    renderWithProviders(<NoticeBell />, createQueryClient(), "es");
    await userEvent.click(await screen.findByRole("button", { name: "Avisos" }));
    expect(await screen.findByText(/Nada nuevo/)).toBeInTheDocument();
  });
});
