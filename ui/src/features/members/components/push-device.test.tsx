import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch, sentBody, type Canned } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { keyBytes, subscribeProblem } from "../model/push";
import { PushDevice } from "./push-device";

/** An uncompressed P-256 point, as the server sends its key: 0x04 then 64 bytes. */
const PUBLIC_KEY = `BA${"A".repeat(85)}`;
const ENDPOINT = "https://push.example/send/abc";
const MARK = "tournament-hub:push";

/** A subscription as the browser hands it over. */
function fakeSubscription(endpoint = ENDPOINT) {
  return {
    endpoint,
    toJSON: () => ({ endpoint, keys: { p256dh: "BPub", auth: "secret" } }),
    unsubscribe: vi.fn(async () => true),
  };
}

type Subscription = ReturnType<typeof fakeSubscription>;

/**
 * A browser with Web Push: its permission, the subscription it holds, and what `subscribe`
 * does. Answers the stand-ins, to see what the page did with them.
 */
function pushBrowser({
  permission = "default" as NotificationPermission,
  asked = "granted" as NotificationPermission,
  held = null as Subscription | null,
  subscribe = async (): Promise<Subscription> => fakeSubscription(),
} = {}) {
  const state = { held };
  const requestPermission = vi.fn(async () => {
    notification.permission = asked;
    return asked;
  });
  const notification = { permission, requestPermission };
  const pushManager = {
    getSubscription: vi.fn(async () => state.held),
    subscribe: vi.fn<(options: PushSubscriptionOptionsInit) => Promise<Subscription>>(async () => {
      const made = await subscribe();
      state.held = made;
      return made;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal("Notification", notification);
  vi.stubGlobal("PushManager", function PushManager() {});
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => registration),
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
    },
  });
  return { requestPermission, pushManager, state };
}

/** The server: this browser's session is number 2; the push calls answer as given. */
function server(routes: Record<string, Canned> = {}) {
  return mockFetch({
    "/api/me/sessions": {
      body: [
        { id: 2, device: { browser: "chrome", os: "android" }, lastUsedOn: "2026-11-27", current: true },
      ],
    },
    "/api/push/public-key": { body: { publicKey: PUBLIC_KEY } },
    "POST /api/me/push-subscriptions": { status: 201, body: {} },
    "DELETE /api/me/push-subscriptions": { status: 204 },
    ...routes,
  });
}

const deviceSwitch = () => screen.findByRole("switch", { name: "Notifications on this device" });

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("notifications on this device", () => {
  it("says so where the browser has no Web Push, and offers nothing to turn on", async () => {
    server();
    renderWithProviders(<PushDevice playerId={7} />);
    expect(
      await screen.findByText(
        "Not supported by this browser. On an iPhone, add the app to the Home Screen first.",
      ),
    ).toBeInTheDocument();
    expect(await deviceSwitch()).toBeDisabled();
  });

  it("asks the browser's permission only when turned on, then subscribes with the server's key and tells it", async () => {
    const browser = pushBrowser();
    const fetchMock = server();
    renderWithProviders(<PushDevice playerId={7} />);
    const toggle = await deviceSwitch();
    await screen.findByText("Off for this device.");
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await waitFor(() => expect(toggle).toBeEnabled());

    await userEvent.click(toggle);
    expect(await screen.findByText("On for this device.")).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(options?.applicationServerKey).toEqual(keyBytes(PUBLIC_KEY));
    expect(sentBody(fetchMock, "POST", "/api/me/push-subscriptions")).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: "BPub", auth: "secret" },
    });
    expect(JSON.parse(localStorage.getItem(MARK) ?? "null")).toEqual({ player: 7, session: 2 });

    // Off: the server forgets it, the browser drops it.
    const held = browser.state.held;
    await userEvent.click(toggle);
    expect(await screen.findByText("Off for this device.")).toBeInTheDocument();
    expect(sentBody(fetchMock, "DELETE", "/api/me/push-subscriptions")).toEqual({ endpoint: ENDPOINT });
    expect(held?.unsubscribe).toHaveBeenCalled();
    expect(localStorage.getItem(MARK)).toBeNull();
  });

  it("asks again who the member is once turned on, so a device that had stopped receiving notices leaves the page", async () => {
    pushBrowser();
    server();
    const queryClient = createQueryClient();
    queryClient.setQueryData(["me", "profile"], { playerId: 7, stoppedDevices: [] });
    renderWithProviders(<PushDevice playerId={7} />, queryClient);
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(queryClient.getQueryState(["me", "profile"])?.isInvalidated).toBe(false);
    await userEvent.click(toggle);
    expect(await screen.findByText("On for this device.")).toBeInTheDocument();
    expect(queryClient.getQueryState(["me", "profile"])?.isInvalidated).toBe(true);
  });

  it("says plainly that a browser with no push service could not subscribe, and tells the server nothing", async () => {
    pushBrowser({
      subscribe: () =>
        Promise.reject(new DOMException("Registration failed - push service not available", "AbortError")),
    });
    const fetchMock = server();
    renderWithProviders(<PushDevice playerId={7} />);
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(
      await screen.findByText(
        "Could not subscribe: this browser has no push service. Your notices still arrive in the bell at the top.",
      ),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(screen.getByText("Off for this device.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("shows blocked when the member or the browser says no, and asks nothing more", async () => {
    const browser = pushBrowser({ asked: "denied" });
    server();
    renderWithProviders(<PushDevice playerId={7} />);
    const toggle = await deviceSwitch();
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(await screen.findByText(/^Blocked by the browser\./)).toBeInTheDocument();
    expect(toggle).toBeDisabled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says the server's reason in Spanish, and leaves nothing subscribed", async () => {
    const browser = pushBrowser();
    server({
      "POST /api/me/push-subscriptions": {
        status: 422,
        body: { error: "invalid", code: "push_endpoint_refused", message: "Refused" },
      },
    });
    renderWithProviders(<PushDevice playerId={7} />, createQueryClient(), "es");
    const toggle = await screen.findByRole("switch", { name: "Notificaciones en este dispositivo" });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    expect(
      await screen.findByText("El club no puede enviar notificaciones al servicio push de este navegador."),
    ).toBeInTheDocument();
    expect(browser.state.held?.unsubscribe).toHaveBeenCalled();
    expect(screen.getByText("Desactivadas en este dispositivo.")).toBeInTheDocument();
  });

  it("reads a subscription another member left on this browser as off, and replaces it when turned on", async () => {
    const left = fakeSubscription("https://push.example/send/someone-else");
    const browser = pushBrowser({ permission: "granted", held: left });
    localStorage.setItem(MARK, JSON.stringify({ player: 3, session: 1 }));
    const fetchMock = server();
    renderWithProviders(<PushDevice playerId={7} />);
    const toggle = await deviceSwitch();
    await screen.findByText("Off for this device.");
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await screen.findByText("On for this device.");
    expect(left.unsubscribe).toHaveBeenCalled();
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(sentBody(fetchMock, "POST", "/api/me/push-subscriptions")).toMatchObject({ endpoint: ENDPOINT });
  });

  it("tells the server again of this member's subscription once in a new session", async () => {
    pushBrowser({ permission: "granted", held: fakeSubscription() });
    localStorage.setItem(MARK, JSON.stringify({ player: 7, session: 1 }));
    const fetchMock = server();
    renderWithProviders(<PushDevice playerId={7} />);
    expect(await screen.findByText("On for this device.")).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(MARK) ?? "null")).toEqual({ player: 7, session: 2 }),
    );
    expect(sentBody(fetchMock, "POST", "/api/me/push-subscriptions")).toMatchObject({ endpoint: ENDPOINT });
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").length;
    expect(posts()).toBe(1);
  });
});

describe("the browser's side of Web Push", () => {
  it("reads the server's base64url key as bytes", () => {
    expect([...keyBytes("BP8A-_8")]).toEqual([0x04, 0xff, 0x00, 0xfb, 0xff]);
    expect(keyBytes(PUBLIC_KEY)).toHaveLength(65);
  });

  it("names the browser's refusals", () => {
    expect(subscribeProblem(new DOMException("push service error", "AbortError"))).toBe("noService");
    expect(subscribeProblem(new DOMException("permission denied", "NotAllowedError"))).toBe("blocked");
    expect(subscribeProblem(new DOMException("bad key", "InvalidAccessError"))).toBe("failed");
    expect(subscribeProblem("odd")).toBe("failed");
  });
});
