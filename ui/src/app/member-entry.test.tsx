import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { LanguageSwitch } from "./language-switch";
import { TopBar } from "./top-bar";
import { useMemberLanguage } from "@/shared/members/api/set-language";

const ANA = {
  playerId: 7,
  name: "Ana Mora",
  status: "approved",
  avatar: "/api/players/7/avatar?v=ab12",
  language: "en",
  stoppedDevices: [],
};

const notMember = {
  status: 401,
  body: { error: "unauthorized", code: "member_sign_in_required", message: "Sign in" },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the top bar's member entry", () => {
  it("shows the member's photo and name, leading to their page", async () => {
    mockFetch({ "/api/me": { body: ANA } });
    renderWithProviders(<TopBar />);
    const link = await screen.findByRole("link", { name: "Ana Mora" });
    expect(link).toHaveAttribute("href", "/me");
    expect(link.querySelector("img")).toHaveAttribute("src", ANA.avatar);
  });

  it("offers 'Sign in' to a visitor, asked once and without an error, and says how to get a link", async () => {
    const fetchMock = mockFetch({ "/api/me": notMember });
    renderWithProviders(<TopBar />);
    const signIn = await screen.findByRole("button", { name: "Sign in" });
    // A phone's bar has room for the icon only; the word shows from 400 px, and names it always.
    expect(within(signIn).getByText("Sign in")).toHaveClass("sr-only", "min-[400px]:not-sr-only");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.click(signIn);
    const dialog = await screen.findByRole("dialog", { name: "Sign in" });
    expect(dialog).toHaveTextContent("Ask the club's admin for your personal link.");
    expect(dialog).toHaveTextContent("by WhatsApp");
    expect(dialog).toHaveTextContent("as a QR code");
  });

  it("takes the admin's browser for a visitor: the admin has no member page", async () => {
    mockFetch({
      "/api/me": {
        status: 403,
        body: { error: "forbidden", code: "admin_not_member", message: "The admin" },
      },
    });
    renderWithProviders(<TopBar />, createQueryClient(), "es");
    expect(await screen.findByRole("button", { name: "Entrar" })).toBeInTheDocument();
  });
});

/** The language switch of a page that sends a member's choice, as the app's layout does. */
function SwitchThatTells() {
  useMemberLanguage();
  return <LanguageSwitch />;
}

describe("a member's language", () => {
  it("goes to the server when the member switches it", async () => {
    const fetchMock = mockFetch({
      "/api/me": { body: ANA },
      "PUT /api/me": (init) => ({ body: { ...ANA, ...JSON.parse(String(init?.body)) } }),
    });
    renderWithProviders(<SwitchThatTells />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole("button", { name: "ES Español" }));
    await waitFor(() => expect(sentBody(fetchMock, "PUT", "/api/me")).toEqual({ language: "es" }));
  });

  it("is kept once for a member who never chose one", async () => {
    const fetchMock = mockFetch({
      "/api/me": { body: { ...ANA, language: null } },
      "PUT /api/me": (init) => ({ body: { ...ANA, ...JSON.parse(String(init?.body)) } }),
    });
    renderWithProviders(<SwitchThatTells />, createQueryClient(), "es");
    await waitFor(() => expect(sentBody(fetchMock, "PUT", "/api/me")).toEqual({ language: "es" }));
  });

  it("stays in the browser of a visitor", async () => {
    const fetchMock = mockFetch({ "/api/me": notMember });
    renderWithProviders(<SwitchThatTells />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole("button", { name: "ES Español" }));
    await screen.findByRole("button", { name: "ES Español", pressed: true });
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toEqual([]);
  });
});
