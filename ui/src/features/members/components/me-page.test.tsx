import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clubToday } from "@/lib/dates";
import { createQueryClient } from "@/lib/query-client";
import { useSessionStatus } from "@/lib/session/session";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { renderRoutes } from "@/test/render";
import { MePage } from "./me-page";

const ANA = {
  playerId: 7,
  name: "Ana Mora",
  status: "approved",
  avatar: null,
  language: "en",
  stoppedDevices: [],
};

const OVERVIEW = {
  playerPage: "/players/7",
  calendarFeed: "/api/players/7/calendar.ics",
  tournamentMatches: [
    {
      matchId: 31,
      tournamentId: 4,
      tournamentName: "Copa Noviembre",
      stage: "group",
      round: 2,
      week: 2,
      weekStart: "2026-11-09",
      weekEnd: "2026-11-15",
      opponentId: 9,
      opponentName: "Bruno Campos",
      deadline: "2026-11-15",
      rescheduleUntil: "2026-11-18",
      timing: "this_week",
      date: null,
      time: null,
      cancha: null,
    },
  ],
  leagueMatches: [
    {
      leagueMatchId: 12,
      date: "2026-11-20",
      time: "18:30",
      cancha: 3,
      opponentId: 11,
      opponentName: "Carla Méndez",
      challenger: false,
    },
  ],
};

const SESSIONS = [
  {
    id: 5,
    device: { browser: "Chrome", system: "Android" },
    createdAt: "2026-11-01T12:00:00Z",
    lastUsedOn: clubToday(),
    current: true,
  },
  {
    id: 3,
    device: { browser: "Safari", system: "iPhone" },
    createdAt: "2026-10-01T12:00:00Z",
    lastUsedOn: "2026-10-30",
    current: false,
  },
];

const routes = [
  { path: "/me", element: <MePage /> },
  { path: "/", element: <p>The hub</p> },
];

const notMember = {
  status: 401,
  body: { error: "unauthorized", code: "member_sign_in_required", message: "Sign in" },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("MePage", () => {
  it("shows the member's next matches, their page, their feed and their sessions", async () => {
    mockFetch({
      "/api/me": { body: ANA },
      "/api/me/overview": { body: OVERVIEW },
      "/api/me/sessions": { body: SESSIONS },
    });
    renderRoutes(routes, "/me");

    expect(await screen.findByRole("heading", { name: "Ana Mora" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "My player page" })).toHaveAttribute("href", "/players/7");
    expect(screen.getByRole("button", { name: "Add to calendar" })).toBeInTheDocument();

    const matches = await screen.findByRole("list", { name: "My next matches" });
    const [tournament, league] = within(matches).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(tournament).toHaveTextContent("Copa Noviembre");
    expect(tournament).toHaveTextContent("Group Stage");
    expect(tournament).toHaveTextContent("vs Bruno Campos");
    expect(tournament).toHaveTextContent("Week 2 · 09/11/2026 – 15/11/2026");
    expect(within(tournament).getByRole("link", { name: "Bruno Campos" })).toHaveAttribute(
      "href",
      "/players/9",
    );
    expect(league).toHaveTextContent("Challenge League");
    expect(league).toHaveTextContent("Challenged you");
    expect(league).toHaveTextContent("vs Carla Méndez");
    expect(league).toHaveTextContent("20/11/2026 · 18:30 · Court 3");

    const sessions = await screen.findByRole("list", { name: "Where I am signed in" });
    const [here, other] = within(sessions).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(here).toHaveTextContent("Chrome on Android");
    expect(here).toHaveTextContent("This device");
    expect(here).toHaveTextContent("Used today");
    expect(within(here).queryByRole("button")).not.toBeInTheDocument();
    expect(other).toHaveTextContent("Safari on iPhone");
    expect(other).toHaveTextContent("Last used 30/10/2026");
    expect(within(other).getByRole("button", { name: /^End/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
  });

  it("says, by the notice switches, which device stopped receiving notices", async () => {
    const stopped = {
      browser: "Safari",
      system: "iPhone",
      failingSince: "2026-11-27T10:00:00Z",
      stoppedAt: "2026-11-28T10:00:00Z",
    };
    mockFetch({
      "/api/me": { body: { ...ANA, stoppedDevices: [stopped] } },
      "/api/me/overview": { body: OVERVIEW },
      "/api/me/sessions": { body: SESSIONS },
      "/api/me/notice-preferences": { body: { kinds: [] } },
    });
    renderRoutes(routes, "/me");
    const switches = await screen.findByRole("region", { name: "How I am told" });
    expect(
      within(switches).getByRole("list", { name: "Devices that stopped receiving notices" }),
    ).toHaveTextContent("Safari on iPhone stopped receiving notices on 28/11/2026");
  });

  it("ends another device's session, and lists what is left", async () => {
    let left = SESSIONS;
    const fetchMock = mockFetch({
      "/api/me": { body: ANA },
      "/api/me/overview": { body: OVERVIEW },
      "/api/me/sessions": () => ({ body: left }),
      "DELETE /api/me/sessions/3": () => {
        left = SESSIONS.filter((session) => session.id !== 3);
        return { status: 204 };
      },
    });
    renderRoutes(routes, "/me");
    await userEvent.click(
      await screen.findByRole("button", {
        name: "End the session on Safari on iPhone (Last used 30/10/2026)",
      }),
    );
    expect(await screen.findByText("Session ended")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Safari on iPhone")).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
  });

  it("signs this device out and goes home", async () => {
    const fetchMock = mockFetch({
      "/api/me": { body: ANA },
      "/api/me/overview": { body: OVERVIEW },
      "/api/me/sessions": { body: SESSIONS },
      "POST /api/me/sign-out": { status: 204 },
    });
    const { location, queryClient } = renderRoutes(routes, "/me");
    await userEvent.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("The hub")).toBeInTheDocument();
    expect(location.pathname).toBe("/");
    expect(await screen.findByText("Signed out")).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([to]) => to === "/api/me/sign-out")).toHaveLength(1);
    expect(queryClient.getQueryData(["me", "profile"])).toBeNull();
  });

  it("tells a signup that is not approved yet that it waits", async () => {
    mockFetch({
      "/api/me": { body: { ...ANA, status: "pending" } },
      "/api/me/sessions": { body: SESSIONS.slice(0, 1) },
    });
    renderRoutes(routes, "/me");
    expect(await screen.findByText("Waiting for approval")).toBeInTheDocument();
    expect(screen.getByText(/once they approve it, this page shows your matches/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "My player page" })).not.toBeInTheDocument();
    expect(await screen.findByText("Chrome on Android")).toBeInTheDocument();
  });

  it("tells a browser signed in as nobody how to get a link, asking once", async () => {
    const fetchMock = mockFetch({ "/api/me": notMember, "/api/features": { body: { emailEnabled: false } } });
    renderRoutes(routes, "/me");
    expect(await screen.findByRole("heading", { name: "You are not signed in" })).toBeInTheDocument();
    expect(screen.getByText(/Ask the club's admin for your personal link/)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([to]) => to === "/api/me")).toHaveLength(1);
  });

  it("offers a signed-out visitor a link by email where the club sends email, in Spanish first", async () => {
    const fetchMock = mockFetch({
      "/api/me": notMember,
      "/api/features": { body: { emailEnabled: true } },
      "POST /api/me/sign-in-link": { status: 202, body: { accepted: true } },
    });
    renderRoutes(routes, "/me", createQueryClient(), "es");
    expect(await screen.findByRole("heading", { name: "No ha entrado" })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText("Su correo en el club"), "mariajose.quesada@club.cr");
    await userEvent.click(screen.getByRole("button", { name: "Enviarme un enlace" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Si mariajose.quesada@club.cr es su correo en el club, le enviamos un enlace.",
    );
    expect(sentBody(fetchMock, "POST", "/api/me/sign-in-link")).toEqual({
      email: "mariajose.quesada@club.cr",
    });
    expect(screen.queryByText("Pida al club un enlace para entrar.")).not.toBeInTheDocument();
  });

  it("tells a signed-out visitor to ask the club where the club sends no email", async () => {
    mockFetch({ "/api/me": notMember, "/api/features": { body: { emailEnabled: false } } });
    renderRoutes(routes, "/me", createQueryClient(), "es");
    expect(await screen.findByText("Pida al club un enlace para entrar.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Enviarme un enlace" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("says to ask the club in English too, and when the server cannot say what it does", async () => {
    mockFetch({
      "/api/me": notMember,
      "/api/features": { status: 503, body: { error: "unavailable", code: "unavailable", message: "Down" } },
    });
    renderRoutes(routes, "/me");
    expect(await screen.findByText("Ask the club for a sign-in link.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Email me a link" })).not.toBeInTheDocument();
  });

  it("says so when the session was ended elsewhere while the page was open", async () => {
    let ended = false;
    mockFetch({
      "/api/me": () => (ended ? notMember : { body: ANA }),
      "/api/me/overview": () => {
        ended = true;
        return notMember;
      },
      "/api/me/sessions": notMember,
      "/api/features": { body: { emailEnabled: false } },
    });
    renderRoutes(routes, "/me");
    expect(await screen.findByRole("heading", { name: "You are not signed in" })).toBeInTheDocument();
  });

  it("reads in Spanish", async () => {
    mockFetch({
      "/api/me": { body: ANA },
      "/api/me/overview": { body: OVERVIEW },
      "/api/me/sessions": { body: SESSIONS },
    });
    renderRoutes(routes, "/me", createQueryClient(), "es");
    expect(await screen.findByRole("heading", { name: "Mis próximos partidos" })).toBeInTheDocument();
    const matches = await screen.findByRole("list", { name: "Mis próximos partidos" });
    expect(matches).toHaveTextContent("Semana 2 · 09/11/2026 – 15/11/2026");
    expect(matches).toHaveTextContent("vs. Carla Méndez");
    expect(matches).toHaveTextContent("Lo retaron");
    expect(matches).toHaveTextContent("Cancha 3");
    expect(await screen.findByText("Chrome en Android")).toBeInTheDocument();
    expect(screen.getByText("Este dispositivo")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Salir" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mi página de jugador" })).toBeInTheDocument();
  });

  describe("for an organizer", () => {
    const MARIA = { ...ANA, name: "María José Rodríguez Villalobos", role: "organizer" };

    /** A stand-in console: what the session status says once the page gets there. */
    function Console() {
      const status = useSessionStatus();
      if (!status.data) return <p>Loading the console</p>;
      return <p>{status.data.organizer ? `Console of ${status.data.organizer.name}` : "Password dialog"}</p>;
    }

    function renderOrganizer(locale: "en" | "es") {
      const session = { isAdmin: false, leagueUnlocked: false, organizer: null as unknown };
      const fetchMock = mockFetch({
        "/api/me": { body: MARIA },
        "/api/me/overview": { body: OVERVIEW },
        "/api/me/sessions": { body: SESSIONS },
        "/api/admin/status": () => ({ body: session }),
        "POST /api/me/console": () => {
          Object.assign(session, {
            isAdmin: true,
            leagueUnlocked: true,
            organizer: { playerId: 7, name: MARIA.name },
          });
          return { body: { isAdmin: true } };
        },
      });
      const rendered = renderRoutes(
        [...routes, { path: "/admin", element: <Console /> }],
        "/me",
        createQueryClient(),
        locale,
      );
      return { ...rendered, fetchMock };
    }

    it("opens the console in their own name, with no password", async () => {
      const { location, fetchMock } = renderOrganizer("en");
      expect(await screen.findByRole("heading", { name: MARIA.name })).toBeInTheDocument();
      expect(screen.getByText("Organizer")).toBeInTheDocument();
      await userEvent.click(await screen.findByRole("button", { name: "Open the console" }));
      expect(await screen.findByText(`Console of ${MARIA.name}`)).toBeInTheDocument();
      expect(location.pathname).toBe("/admin");
      expect(fetchMock.mock.calls.filter(([to]) => to === "/api/me/console")).toHaveLength(1);
      expect(fetchMock.mock.calls.some(([to]) => to === "/api/admin/login")).toBe(false);
    });

    it("offers the console in Spanish", async () => {
      renderOrganizer("es");
      expect(await screen.findByText("Organizador(a)")).toBeInTheDocument();
      await userEvent.click(await screen.findByRole("button", { name: "Abrir la consola" }));
      expect(await screen.findByText(`Console of ${MARIA.name}`)).toBeInTheDocument();
    });

    it("says why when the role was removed meanwhile, and stops offering the console", async () => {
      let role = "organizer";
      mockFetch({
        "/api/me": () => ({ body: { ...MARIA, role } }),
        "/api/me/overview": { body: OVERVIEW },
        "/api/me/sessions": { body: SESSIONS },
        "/api/admin/status": { body: { isAdmin: false, leagueUnlocked: false, organizer: null } },
        "POST /api/me/console": () => {
          role = "member";
          return {
            status: 403,
            body: { error: "forbidden", code: "not_organizer", message: "Not an organizer." },
          };
        },
      });
      renderRoutes(routes, "/me");
      await userEvent.click(await screen.findByRole("button", { name: "Open the console" }));
      const failure = (await screen.findByText("Could not open the console")).closest("li");
      expect(failure).toHaveTextContent("Only an organizer opens the console. Ask the admin.");
      await waitFor(() =>
        expect(screen.queryByRole("button", { name: "Open the console" })).not.toBeInTheDocument(),
      );
    });

    it("offers no console to a member", async () => {
      mockFetch({
        "/api/me": { body: { ...ANA, role: "member" } },
        "/api/me/overview": { body: OVERVIEW },
        "/api/me/sessions": { body: SESSIONS },
      });
      renderRoutes(routes, "/me");
      expect(await screen.findByRole("link", { name: "My player page" })).toBeInTheDocument();
      expect(screen.queryByRole("button", { name: "Open the console" })).not.toBeInTheDocument();
      expect(screen.queryByText("Organizer")).not.toBeInTheDocument();
    });
  });
});
