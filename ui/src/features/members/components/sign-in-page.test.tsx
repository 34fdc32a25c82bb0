import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/i18n";
import { createQueryClient } from "@/lib/query-client";
import { memberKeys } from "@/shared/members/api/keys";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { renderRoutes } from "@/test/render";
import { SignInPage } from "./sign-in-page";

const TOKEN = "q3X9abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLM";
const ANA = {
  playerId: 7,
  name: "Ana Mora",
  status: "approved",
  avatar: null,
  language: null,
  stoppedDevices: [],
};

/** What the server can do: the club sends email, or not. */
const EMAIL_ON = { "/api/features": { body: { emailEnabled: true } } };
const EMAIL_OFF = { "/api/features": { body: { emailEnabled: false } } };

/** The paths of the calls a `mockFetch` answered, each with its method. */
const callsOf = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([to, init]) => `${init?.method ?? "GET"} ${String(to)}`);

const routes = [
  { path: "/sign-in", element: <SignInPage /> },
  { path: "/me", element: <p>The member's page</p> },
];

/** Opens the page as a sign-in link does: the token in the address's fragment. */
function openLink(hash: string, locale: Locale = "en") {
  window.history.replaceState(null, "", `/sign-in${hash}`);
  return renderRoutes(routes, "/sign-in", createQueryClient(), locale);
}

/** A refusal of the link, as the server words it. */
function refused(code: string, status = 401) {
  return { status, body: { error: "unauthorized", code, message: "Ask the club for a new link." } };
}

beforeEach(() => {
  window.history.replaceState(null, "", "/");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SignInPage", () => {
  it("sends nothing when it opens, takes the token out of the address, and signs in on the tap", async () => {
    const fetchMock = mockFetch({ "POST /api/me/sign-in": { body: ANA } });
    const { location, queryClient } = openLink(`#${TOKEN}`);

    const button = await screen.findByRole("button", { name: "Sign in" });
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    // A chat app's preview opens the page and goes no further: nothing is spent.
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/sign-in");

    await userEvent.click(button);
    expect(await screen.findByText("The member's page")).toBeInTheDocument();
    expect(location.pathname).toBe("/me");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The page's language words the member's notices until they choose one.
    expect(sentBody(fetchMock, "POST", "/api/me/sign-in")).toEqual({ token: TOKEN, language: "en" });
    // The top bar knows the member at once, without asking again.
    expect(queryClient.getQueryData(memberKeys.me())).toEqual(ANA);
  });

  it("sends the page's language, Spanish for a member who reads it", async () => {
    const MARIA = { ...ANA, playerId: 21, name: "María José Quesada Villalobos" };
    const fetchMock = mockFetch({ "POST /api/me/sign-in": { body: { ...MARIA, language: "es" } } });
    openLink(`#${TOKEN}`, "es");
    await userEvent.click(await screen.findByRole("button", { name: "Entrar" }));
    expect(await screen.findByText("The member's page")).toBeInTheDocument();
    expect(sentBody(fetchMock, "POST", "/api/me/sign-in")).toEqual({ token: TOKEN, language: "es" });
  });

  it.each([
    ["sign_in_link_spent", "This sign-in link was already used. Ask the club for a new link."],
    ["sign_in_link_expired", "This sign-in link is more than 7 days old. Ask the club for a new link."],
    ["sign_in_link_unknown", "This sign-in link is not valid. Ask the club for a new link."],
    [
      "sign_in_link_replaced",
      "A newer link was made for you, so this one no longer works. Use the newest one, or ask the club for a new link.",
    ],
  ])("says what to do with a link refused as %s, and offers no second try", async (code, words) => {
    mockFetch({ ...EMAIL_ON, "POST /api/me/sign-in": refused(code) });
    openLink(`#${TOKEN}`);
    await userEvent.click(await screen.findByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("heading", { name: "This link no longer works" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(words);
    expect(screen.getByText(/Ask the club's admin for your personal link/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign in" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  });

  it("says it in Spanish too", async () => {
    mockFetch({ ...EMAIL_ON, "POST /api/me/sign-in": refused("sign_in_link_spent") });
    openLink(`#${TOKEN}`, "es");
    await userEvent.click(await screen.findByRole("button", { name: "Entrar" }));
    expect(await screen.findByRole("heading", { name: "Este enlace ya no sirve" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Este enlace para entrar ya se usó. Pida al club un enlace nuevo.",
    );
    expect(screen.getByText(/Pida al administrador del club su enlace personal/)).toBeInTheDocument();
  });

  it("keeps the button when trying again later may work: too many attempts, or no network", async () => {
    const fetchMock = mockFetch({
      "POST /api/me/sign-in": {
        status: 429,
        body: { error: "too_many_requests", code: "too_many_attempts", message: "Wait" },
      },
    });
    openLink(`#${TOKEN}`);
    await userEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many attempts. Please wait a few minutes and try again.",
    );

    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByText("Could not sign in. Check the connection and try again."),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("says how to get a link when the address carries none, and asks only what the server can do", async () => {
    const fetchMock = mockFetch(EMAIL_ON);
    openLink("");
    expect(await screen.findByRole("heading", { name: "No sign-in link" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("This page needs your personal sign-in link.");
    expect(screen.getByText(/it arrives one of two ways/i)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign in" })).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Email me a link" })).toBeInTheDocument();
    expect(callsOf(fetchMock)).toEqual(["GET /api/features"]);
  });
});

describe("Email me a link", () => {
  it("sends the address from the page without a link and says the same whatever it is", async () => {
    const fetchMock = mockFetch({
      ...EMAIL_ON,
      "POST /api/me/sign-in-link": { status: 202, body: { accepted: true } },
    });
    openLink("");
    expect(await screen.findByRole("heading", { name: "Or get a link by email" })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Your email at the club"), " ana@club.example ");
    await userEvent.click(screen.getByRole("button", { name: "Email me a link" }));

    expect(await screen.findByRole("status")).toHaveTextContent(
      "If ana@club.example is your email at the club, a link is on its way.",
    );
    expect(sentBody(fetchMock, "POST", "/api/me/sign-in-link")).toEqual({ email: "ana@club.example" });
  });

  it("offers it under a dead link too, and words the server's refusals", async () => {
    mockFetch({
      ...EMAIL_ON,
      "POST /api/me/sign-in": refused("sign_in_link_expired"),
      "POST /api/me/sign-in-link": {
        status: 429,
        body: { error: "too_many_requests", code: "too_many_attempts", message: "Wait" },
      },
    });
    openLink(`#${TOKEN}`);
    await userEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    await userEvent.type(await screen.findByLabelText("Your email at the club"), "ana@club.example");
    await userEvent.click(screen.getByRole("button", { name: "Email me a link" }));
    expect(await screen.findByText(/Too many attempts/)).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("names a bad address at its field, and says so in Spanish", async () => {
    mockFetch({
      ...EMAIL_ON,
      "POST /api/me/sign-in-link": {
        status: 422,
        body: {
          error: "invalid",
          code: "email_invalid",
          message: "Please enter a valid email address",
          fields: { email: { code: "email_invalid", message: "Please enter a valid email address" } },
        },
      },
    });
    openLink("", "es");
    const field = await screen.findByLabelText("Su correo en el club");
    await userEvent.type(field, "ana@");
    await userEvent.click(screen.getByRole("button", { name: "Enviarme un enlace" }));
    expect(await screen.findByText("Por favor, ingrese un correo electrónico válido")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
  });

  it("says when the club sends no email", async () => {
    mockFetch({
      ...EMAIL_ON,
      "POST /api/me/sign-in-link": {
        status: 409,
        body: { error: "conflict", code: "email_not_configured", message: "No email" },
      },
    });
    openLink("", "es");
    await userEvent.type(await screen.findByLabelText("Su correo en el club"), "ana@club.example");
    await userEvent.click(screen.getByRole("button", { name: "Enviarme un enlace" }));
    expect(
      await screen.findByText("El club no envía correos: pida su enlace al administrador."),
    ).toBeInTheDocument();
  });

  it("is not offered where the club sends no email: the page says to ask the club instead", async () => {
    const fetchMock = mockFetch(EMAIL_OFF);
    openLink("", "es");
    expect(await screen.findByText("Pida al club un enlace para entrar.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Enviarme un enlace" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Su correo en el club")).not.toBeInTheDocument();
    expect(callsOf(fetchMock)).toEqual(["GET /api/features"]);
  });

  it("is not offered under a dead link either, where the club sends no email", async () => {
    mockFetch({ ...EMAIL_OFF, "POST /api/me/sign-in": refused("sign_in_link_spent") });
    openLink(`#${TOKEN}`);
    await userEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Ask the club for a sign-in link.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "This link no longer works" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Email me a link" })).not.toBeInTheDocument();
  });

  it("is offered in Spanish where the club sends email, without the advice to ask instead", async () => {
    mockFetch(EMAIL_ON);
    openLink("", "es");
    expect(await screen.findByRole("button", { name: "Enviarme un enlace" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "O reciba un enlace por correo" })).toBeInTheDocument();
    expect(screen.queryByText("Pida al club un enlace para entrar.")).not.toBeInTheDocument();
  });
});
