import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { renderRoutes } from "@/test/render";
import { InvitePage } from "./invite-page";

const routes = [{ path: "/invite/:token", element: <InvitePage /> }];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("InvitePage", () => {
  it("checks the link, shows the form, and ends on 'Registration Submitted'", async () => {
    const sent: unknown[] = [];
    mockFetch({
      "/api/invitations/abc": { body: { valid: true, expiresAt: "2026-11-29T12:00:00Z" } },
      "POST /api/invitations/abc/signup": (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 201, body: { id: 9, status: "pending" } };
      },
    });
    renderRoutes(routes, "/invite/abc");
    expect(screen.getByText("Checking invitation...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Join the League" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Right" })).toBeChecked();

    await userEvent.type(screen.getByLabelText("Name"), "  Ana Mora ");
    await userEvent.click(screen.getByRole("radio", { name: "Left" }));
    await userEvent.click(screen.getByRole("button", { name: "Submit Registration" }));

    expect(await screen.findByRole("heading", { name: "Registration Submitted" })).toBeInTheDocument();
    expect(screen.getByText(/You will be notified once an admin approves/)).toBeInTheDocument();
    expect(await screen.findByText("Registration successful")).toBeInTheDocument();
    expect(sent).toEqual([{ name: "Ana Mora", bestHand: "left" }]);
  });

  it("reads the birth date as dd/mm/yyyy, and says when the one typed does not exist", async () => {
    const sent: unknown[] = [];
    mockFetch({
      "/api/invitations/abc": { body: { valid: true, expiresAt: "2026-11-29T12:00:00Z" } },
      "POST /api/invitations/abc/signup": (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 201, body: { id: 9, status: "pending" } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, "/invite/abc");
    await user.type(await screen.findByLabelText("Name"), "Ana Mora");
    const birth = screen.getByLabelText(/Date of birth/);
    await user.type(birth, "31/02/1990");
    await user.click(screen.getByRole("button", { name: "Submit Registration" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "That date does not exist: check the day and the month",
    );
    expect(birth).toHaveFocus();
    expect(sent).toEqual([]);

    await user.clear(birth);
    await user.type(birth, "17/05/1990");
    await user.click(screen.getByRole("button", { name: "Submit Registration" }));
    expect(await screen.findByRole("heading", { name: "Registration Submitted" })).toBeInTheDocument();
    expect(sent).toEqual([{ name: "Ana Mora", bestHand: "right", dateOfBirth: "1990-05-17" }]);
  });

  it("shows the expiry as the club's date (UTC-6), not the UTC one", async () => {
    // 01:00 UTC on the 24th is still 19:00 on the 23rd at the club.
    mockFetch({ "/api/invitations/abc": { body: { valid: true, expiresAt: "2026-11-24T01:00:00Z" } } });
    renderRoutes(routes, "/invite/abc");
    expect(await screen.findByText("This invitation is valid until 23/11/2026.")).toBeInTheDocument();
  });

  it("opens 'Registration Submitted' at the top of the page, with the focus on its heading", async () => {
    mockFetch({
      "/api/invitations/abc": { body: { valid: true, expiresAt: "2026-11-29" } },
      "POST /api/invitations/abc/signup": { status: 201, body: { id: 9, status: "pending" } },
    });
    const scrollTo = vi.spyOn(window, "scrollTo");
    renderRoutes(routes, "/invite/abc");
    await userEvent.type(await screen.findByLabelText("Name"), "Ana Mora");
    await userEvent.click(screen.getByRole("button", { name: "Submit Registration" }));

    const heading = await screen.findByRole("heading", { name: "Registration Submitted" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it("refuses to send without a name", async () => {
    const fetchMock = mockFetch({
      "/api/invitations/abc": { body: { valid: true, expiresAt: "2026-11-29" } },
    });
    renderRoutes(routes, "/invite/abc");
    await userEvent.click(await screen.findByRole("button", { name: "Submit Registration" }));
    expect(await screen.findByText("Name required")).toBeInTheDocument();
    expect(screen.getAllByText("Please enter your name").length).toBeGreaterThan(0);
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.type(screen.getByLabelText("Name"), "A");
    await waitFor(() => expect(screen.queryByText("Name required")).not.toBeInTheDocument());
    expect(screen.queryByText("Please enter your name")).not.toBeInTheDocument();
  });

  it("shows the server's reason when the signup fails, and keeps the form", async () => {
    mockFetch({
      "/api/invitations/abc": { body: { valid: true, expiresAt: "2026-11-29" } },
      "POST /api/invitations/abc/signup": {
        status: 429,
        body: {
          error: "too_many_requests",
          code: "too_many_attempts",
          message: "Too many signups, wait a minute",
        },
      },
    });
    renderRoutes(routes, "/invite/abc");
    await userEvent.type(await screen.findByLabelText("Name"), "Ana");
    await userEvent.click(screen.getByRole("button", { name: "Submit Registration" }));
    expect(await screen.findByText("Registration failed")).toBeInTheDocument();
    expect(
      screen.getByText("Too many attempts. Please wait a few minutes and try again."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Submit Registration" })).toBeEnabled());
  });

  it("shows 'Invalid Invitation' with a way home for a dead link", async () => {
    mockFetch({
      "/api/invitations/old": {
        status: 404,
        body: { error: "not_found", code: "invalid_invitation", message: "gone" },
      },
    });
    renderRoutes(routes, "/invite/old");
    expect(await screen.findByRole("heading", { name: "Invalid Invitation" })).toBeInTheDocument();
    expect(
      screen.getByText("This invitation link is invalid, expired, or has already been used."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });
});
