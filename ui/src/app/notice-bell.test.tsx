import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { renderRoutes, renderWithProviders } from "@/test/render";
import { LanguageSwitch } from "./language-switch";
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
  answered: false,
};
const DRAW = {
  id: 9,
  kind: "draw_published",
  title: "The draw of Copa Noviembre is out",
  body: "You play in Copa Noviembre. Your group: Group A.",
  link: "/tournament/4",
  createdAt: "2026-11-20T15:00:00Z",
  read: true,
  answered: false,
};

/** A member who reads Spanish, the club's language, with the club's names. */
const MARIA = {
  ...ANA,
  playerId: 21,
  name: "María José Quesada Villalobos",
  language: "es",
};

/** Her notices as the server words them in each language (`?lang=`): one new, one answered since. */
const WORDED = {
  es: [
    {
      id: 41,
      kind: "result_reported",
      title: "Un resultado en su partido",
      body: "Andrés Jiménez Solís anotó 6-4, 6-2. Confírmelo o dispútelo en 48 horas.",
      link: "/me",
      createdAt: "2026-11-28T14:00:00Z",
      read: false,
      answered: false,
    },
    {
      id: 38,
      kind: "result_reported",
      title: "Un resultado en su partido",
      body: "Sofía Chaves Mora anotó 7-5, 6-3. Confírmelo o dispútelo en 48 horas.",
      link: "/me",
      createdAt: "2026-11-26T19:30:00Z",
      read: true,
      answered: true,
    },
  ],
  en: [
    {
      id: 41,
      kind: "result_reported",
      title: "A result in your match",
      body: "Andrés Jiménez Solís recorded 6-4, 6-2. Confirm it or dispute it within 48 hours.",
      link: "/me",
      createdAt: "2026-11-28T14:00:00Z",
      read: false,
      answered: false,
    },
    {
      id: 38,
      kind: "result_reported",
      title: "A result in your match",
      body: "Sofía Chaves Mora recorded 7-5, 6-3. Confirm it or dispute it within 48 hours.",
      link: "/me",
      createdAt: "2026-11-26T19:30:00Z",
      read: true,
      answered: true,
    },
  ],
};

/** The `lang` of each call for the member's notices, in order. */
function languagesAsked(fetchMock: ReturnType<typeof mockFetch>): (string | null)[] {
  return fetchMock.mock.calls
    .map(([to]) => new URL(String(to), "http://club.test"))
    .filter((url) => url.pathname === "/api/me/notices")
    .map((url) => url.searchParams.get("lang"));
}

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

  it("reads the list again in the language the member switches to", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({
      "/api/me": { body: MARIA },
      "/api/me/notices": (_, url) => {
        const lang = url.searchParams.get("lang") === "en" ? "en" : "es";
        return { body: { notices: WORDED[lang], total: 2, unreadCount: 1 } };
      },
    });
    vi.stubGlobal("EventSource", FakeEventSource);
    renderWithProviders(
      <>
        <LanguageSwitch />
        <NoticeBell />
      </>,
      createQueryClient(),
      "es",
    );
    await user.click(await screen.findByRole("button", { name: "Avisos, 1 sin leer" }));
    let list = await screen.findByRole("list", { name: "Avisos" });
    expect(within(list).getAllByRole("link")[0]).toHaveTextContent(
      "Andrés Jiménez Solís anotó 6-4, 6-2. Confírmelo o dispútelo en 48 horas.",
    );
    expect(languagesAsked(fetchMock)).toEqual(["es"]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "EN English" }));
    await user.click(await screen.findByRole("button", { name: "Notices, 1 unread" }));
    list = await screen.findByRole("list", { name: "Notices" });
    await waitFor(() =>
      expect(within(list).getAllByRole("link")[0]).toHaveTextContent(
        "Andrés Jiménez Solís recorded 6-4, 6-2. Confirm it or dispute it within 48 hours.",
      ),
    );
    expect(within(list).queryByText(/anotó/)).not.toBeInTheDocument();
    expect(languagesAsked(fetchMock)).toEqual(["es", "en"]);
  });

  it("marks a new notice read when the member opens it, and counts one fewer", async () => {
    let read: number[] = [];
    const fetchMock = mockFetch({
      "/api/me": { body: MARIA },
      "/api/me/notices": () => {
        const notices = WORDED.es.map((notice) =>
          read.includes(notice.id) ? { ...notice, read: true } : notice,
        );
        const unreadCount = notices.filter((notice) => !notice.read).length;
        return { body: { notices, total: notices.length, unreadCount } };
      },
      "POST /api/me/notices/read": (init) => {
        read = [...read, ...(JSON.parse(String(init?.body)) as { ids: number[] }).ids];
        return { body: { unreadCount: 0 } };
      },
    });
    vi.stubGlobal("EventSource", FakeEventSource);
    // The bell sits in the top bar, above whichever page the notice opens.
    const { location } = renderRoutes(
      [
        {
          path: "/",
          element: (
            <>
              <NoticeBell />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <p>Inicio</p> },
            { path: "me", element: <p>Mi página</p> },
          ],
        },
      ],
      "/",
      createQueryClient(),
      "es",
    );
    await userEvent.click(await screen.findByRole("button", { name: "Avisos, 1 sin leer" }));
    const list = await screen.findByRole("list", { name: "Avisos" });
    const fresh = within(list).getAllByRole("link")[0] as HTMLElement;
    expect(fresh).toHaveTextContent("Nuevo");

    await userEvent.click(fresh);
    // The list closes on the member's page, and the bell counts nothing unread.
    expect(await screen.findByText("Mi página")).toBeInTheDocument();
    expect(location.pathname).toBe("/me");
    expect(await screen.findByRole("button", { name: "Avisos" })).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", "/api/me/notices/read")).toEqual({ ids: [41] });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    // A notice already read (here, answered) opens its page and marks nothing.
    await userEvent.click(screen.getByRole("button", { name: "Avisos" }));
    const again = await screen.findByRole("list", { name: "Avisos" });
    expect(within(again).queryByText("Nuevo")).not.toBeInTheDocument();
    await userEvent.click(within(again).getAllByRole("link")[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const marks = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(marks).toHaveLength(1);
  });

  it("shows a question answered since as answered, never as new, even were it unread", async () => {
    const [fresh, answered] = WORDED.es as [(typeof WORDED.es)[0], (typeof WORDED.es)[0]];
    mockFetch({
      "/api/me": { body: MARIA },
      "/api/me/notices": {
        body: { notices: [fresh, { ...answered, read: false }], total: 2, unreadCount: 1 },
      },
    });
    vi.stubGlobal("EventSource", FakeEventSource);
    renderWithProviders(<NoticeBell />, createQueryClient(), "es");
    await userEvent.click(await screen.findByRole("button", { name: "Avisos, 1 sin leer" }));
    const list = await screen.findByRole("list", { name: "Avisos" });
    const [first, second] = within(list).getAllByRole("link") as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent("Nuevo");
    expect(first).not.toHaveTextContent("Respondido");
    expect(second).toHaveTextContent("Sofía Chaves Mora anotó 7-5, 6-3.");
    expect(second).toHaveTextContent("Respondido");
    expect(second).not.toHaveTextContent("Nuevo");
    expect(second).not.toHaveClass("bg-ball-100");
    expect(first).toHaveClass("bg-ball-100");
  });

  it("says answered in English too", async () => {
    mockFetch({
      "/api/me": { body: MARIA },
      "/api/me/notices": { body: { notices: WORDED.en, total: 2, unreadCount: 1 } },
    });
    vi.stubGlobal("EventSource", FakeEventSource);
    renderWithProviders(<NoticeBell />);
    await userEvent.click(await screen.findByRole("button", { name: "Notices, 1 unread" }));
    const list = await screen.findByRole("list", { name: "Notices" });
    const answered = within(list).getAllByRole("link")[1] as HTMLElement;
    expect(answered).toHaveTextContent("Answered");
    expect(answered).not.toHaveTextContent("New");
  });
});
