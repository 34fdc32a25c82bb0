import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { InviteDialog } from "./invite-dialog";

const NOW = new Date("2026-03-01T18:00:00Z");
const TOKEN = "Qm9sYS1kZS10ZW5pcw";
const URL_SHOWN = `${window.location.origin}/invite/${TOKEN}`;

const live = [
  { id: 7, hint: "Qm9s", createdAt: "2026-03-01T18:00:00Z", expiresAt: "2026-03-08T18:00:00Z", signups: 0 },
  { id: 5, hint: "x7Tr", createdAt: "2026-02-22T20:00:00Z", expiresAt: "2026-03-01T20:30:00Z", signups: 1 },
];

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, "clipboard", { value, configurable: true });
}

beforeEach(() => {
  // Only Date is faked: the time left is computed from it; timers stay real for the UI.
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});

// jsdom has no execCommand; whatever is there is put back after each test.
const originalExecCommand = document.execCommand;

afterEach(() => {
  document.execCommand = originalExecCommand;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setClipboard(undefined);
});

function renderDialog() {
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  renderWithProviders(<InviteDialog open onOpenChange={() => undefined} />, queryClient);
  const dialog = screen.getByRole("dialog", { name: "Invite Player" });
  return { dialog, invalidated: () => invalidate.mock.calls.map(([filters]) => filters?.queryKey) };
}

describe("InviteDialog", () => {
  it("lists the live links with their expiry, time left and signups", async () => {
    mockFetch({ "/api/invitations": { body: live } });
    const { dialog } = renderDialog();
    const list = await within(dialog).findByRole("list", { name: "Live links" });
    const [first, second] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(within(first).getByText("/invite/Qm9s…")).toBeInTheDocument();
    expect(within(first).getByText("Expires 08/03/2026, 12:00")).toBeInTheDocument();
    expect(within(first).getByText("7 days left")).toBeInTheDocument();
    expect(first).toHaveTextContent("0 signups");
    expect(within(second).getByText("Expires 01/03/2026, 14:30")).toBeInTheDocument();
    expect(within(second).getByText("2 hours left")).toBeInTheDocument();
    expect(within(second).getByText(/1 signup$/)).toBeInTheDocument();
  });

  it("says when no link is live", async () => {
    mockFetch({ "/api/invitations": { body: [] } });
    const { dialog } = renderDialog();
    expect(
      await within(dialog).findByText("No live links. Create one to invite players."),
    ).toBeInTheDocument();
  });

  it("creates a link, shows its full address once, and refreshes the list", async () => {
    let created = false;
    const fetchMock = mockFetch({
      "/api/invitations": () => ({ body: created ? live : live.slice(1) }),
      "POST /api/invitations": () => {
        created = true;
        return { status: 201, body: { id: 7, inviteToken: TOKEN, expiresAt: "2026-03-08T18:00:00Z" } };
      },
    });
    const { dialog, invalidated } = renderDialog();
    await within(dialog).findByRole("list", { name: "Live links" });
    expect(within(dialog).queryByLabelText("Invitation link")).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Create Link" }));
    const field = await within(dialog).findByLabelText("Invitation link");
    expect(field).toHaveValue(URL_SHOWN);
    expect(field).toHaveAttribute("readonly");
    expect(within(dialog).getByText(/Expires 08\/03\/2026, 12:00\. Copy it now/)).toBeInTheDocument();
    expect(await screen.findByText("Invitation link created")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/invitations", expect.objectContaining({ method: "POST" }));
    expect(invalidated()).toEqual([["invitations"]]);
    await waitFor(() =>
      expect(within(dialog).getAllByRole("button", { name: /^Revoke link/ })).toHaveLength(2),
    );
  });

  it("ends the expiry with one period in Spanish, its time 24-hour", async () => {
    mockFetch({
      "/api/invitations": { body: [] },
      "POST /api/invitations": {
        status: 201,
        body: { id: 7, inviteToken: TOKEN, expiresAt: "2026-03-08T06:11:00Z" },
      },
    });
    renderWithProviders(<InviteDialog open onOpenChange={() => undefined} />, createQueryClient(), "es");
    const dialog = screen.getByRole("dialog", { name: "Invitar jugador" });
    await userEvent.click(await within(dialog).findByRole("button", { name: "Crear enlace" }));
    const note = await within(dialog).findByText(/^Vence el 08\/03\/2026, 00:11\. Cópielo ahora/);
    expect(note.textContent).not.toContain("..");
  });

  it("shows 'Invitation failed' when the link cannot be created", async () => {
    mockFetch({
      "/api/invitations": { body: [] },
      "POST /api/invitations": { status: 500, body: { error: "internal", message: "Internal error" } },
    });
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Link" }));
    expect(await screen.findByText("Invitation failed")).toBeInTheDocument();
    expect(screen.getByText("Failed to create invitation link")).toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Invitation link")).not.toBeInTheDocument();
  });

  it.each([
    [
      "en",
      "Invite Player",
      "Create Link",
      "Send by WhatsApp",
      "Join our club on Tournament Hub: sign up with this link before 08/03/2026.",
    ],
    [
      "es",
      "Invitar jugador",
      "Crear enlace",
      "Enviar por WhatsApp",
      "Únase al club en Tournament Hub: inscríbase con este enlace antes del 08/03/2026.",
    ],
  ] as const)(
    "offers to send the new link by WhatsApp, in the admin's language (%s)",
    async (locale, title, create, send, text) => {
      mockFetch({
        "/api/invitations": { body: [] },
        "POST /api/invitations": {
          status: 201,
          body: { id: 7, inviteToken: TOKEN, expiresAt: "2026-03-08T18:00:00Z" },
        },
      });
      renderWithProviders(<InviteDialog open onOpenChange={() => undefined} />, createQueryClient(), locale);
      const dialog = screen.getByRole("dialog", { name: title });
      // Nothing to send before a link exists.
      expect(within(dialog).queryByRole("link", { name: send })).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("button", { name: create }));
      const whatsApp = await within(dialog).findByRole("link", { name: send });
      const href = whatsApp.getAttribute("href") ?? "";
      expect(href.startsWith("https://wa.me/?text=")).toBe(true);
      expect(decodeURIComponent(href.slice("https://wa.me/?text=".length))).toBe(`${text}\n${URL_SHOWN}`);
      expect(whatsApp).toHaveAttribute("target", "_blank");
      expect(whatsApp).toHaveAttribute("rel", "noopener noreferrer");
    },
  );

  it("copies the link with the clipboard", async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard({ writeText });
    mockFetch({
      "/api/invitations": { body: [] },
      "POST /api/invitations": {
        status: 201,
        body: { id: 7, inviteToken: TOKEN, expiresAt: "2026-03-08T18:00:00Z" },
      },
    });
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Link" }));
    await userEvent.click(await within(dialog).findByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(URL_SHOWN);
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
  });

  it("selects the link for copying by hand when the clipboard is missing", async () => {
    setClipboard(undefined);
    const execCommand = vi.fn(() => false);
    document.execCommand = execCommand;
    mockFetch({
      "/api/invitations": { body: [] },
      "POST /api/invitations": {
        status: 201,
        body: { id: 7, inviteToken: TOKEN, expiresAt: "2026-03-08T18:00:00Z" },
      },
    });
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Link" }));
    await userEvent.click(await within(dialog).findByRole("button", { name: "Copy link" }));
    const field = within(dialog).getByLabelText<HTMLInputElement>("Invitation link");
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, URL_SHOWN.length]);
    expect(await screen.findByText("Copy the link")).toBeInTheDocument();

    execCommand.mockReturnValue(true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
  });

  it("revokes a link", async () => {
    let revoked = false;
    const fetchMock = mockFetch({
      "/api/invitations": () => ({ body: revoked ? live.slice(0, 1) : live }),
      "DELETE /api/invitations/5": () => {
        revoked = true;
        return { status: 204 };
      },
    });
    const { dialog, invalidated } = renderDialog();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Revoke link x7Tr" }));
    expect(await screen.findByText("Link revoked")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/invitations/5",
      expect.objectContaining({ method: "DELETE" }),
    );
    expect(invalidated()).toEqual([["invitations"]]);
    await waitFor(() =>
      expect(within(dialog).queryByRole("button", { name: "Revoke link x7Tr" })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's reason when a link cannot be revoked", async () => {
    mockFetch({
      "/api/invitations": { body: live },
      "DELETE /api/invitations/5": {
        status: 404,
        body: { error: "not_found", code: "invitation_not_found", message: "Invitation not found" },
      },
    });
    const { dialog } = renderDialog();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Revoke link x7Tr" }));
    expect(await screen.findByText("Revoke failed")).toBeInTheDocument();
    expect(screen.getByText("This invitation link no longer exists.")).toBeInTheDocument();
  });
});
