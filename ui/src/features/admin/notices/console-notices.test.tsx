import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { ConsoleNotices } from "./console-notices";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the console's notices", () => {
  it("lists the admin's notices and the delivery counts with the last error", async () => {
    mockFetch({
      "/api/admin/notices": {
        body: {
          notices: [
            {
              id: 3,
              kind: "signup_waiting",
              title: "Nueva Jugadora signed up",
              body: "Approve or reject the signup.",
              link: "/admin",
              createdAt: "2026-11-27T15:00:00Z",
              read: false,
            },
          ],
          total: 1,
          unreadCount: 1,
        },
      },
      "/api/admin/deliveries": {
        body: { queued: 2, sent: 40, failed: 1, lastError: { channel: "email", message: "451 try later" } },
      },
    });
    renderWithProviders(<ConsoleNotices />);
    const list = await screen.findByRole("list", { name: "Notices" });
    expect(within(list).getByRole("link")).toHaveAttribute("href", "/admin");
    expect(list).toHaveTextContent("Nueva Jugadora signed up");
    expect(await screen.findByText("Email and push: 2 queued · 40 sent · 1 failed")).toBeInTheDocument();
    expect(screen.getByText("Last error (Email): 451 try later")).toBeInTheDocument();
  });

  it("asks the server for the notices in the console's language and shows its words", async () => {
    const notice = (title: string, body: string) => ({
      notices: [
        {
          id: 4,
          kind: "result_disputed",
          title,
          body,
          link: "/admin",
          createdAt: "2026-11-27T15:00:00Z",
          read: false,
        },
      ],
      total: 1,
      unreadCount: 1,
    });
    mockFetch({
      "/api/admin/notices": (_init, url) =>
        url.searchParams.get("lang") === "es"
          ? { body: notice("Resultado en disputa: Ana vs. Bea", "Ana dice: el marcador está mal.") }
          : { body: notice("Result disputed: Ana vs Bea", "Ana says: the score is wrong.") },
      "/api/admin/deliveries": { body: { queued: 0, sent: 0, failed: 0, lastError: null } },
    });
    renderWithProviders(<ConsoleNotices />, undefined, "es");
    const list = await screen.findByRole("list", { name: "Avisos" });
    expect(list).toHaveTextContent("Resultado en disputa: Ana vs. Bea");
    expect(list).toHaveTextContent("Ana dice: el marcador está mal.");
    expect(list).not.toHaveTextContent("Result disputed");
    expect(within(list).getByRole("link")).toHaveAttribute("href", "/admin");
  });

  it("says when there is nothing", async () => {
    mockFetch({
      "/api/admin/notices": { body: { notices: [], total: 0, unreadCount: 0 } },
      "/api/admin/deliveries": { body: { queued: 0, sent: 0, failed: 0, lastError: null } },
    });
    renderWithProviders(<ConsoleNotices />);
    expect(await screen.findByText("No notices for the admin.")).toBeInTheDocument();
    expect(await screen.findByText("Email and push: 0 queued · 0 sent · 0 failed")).toBeInTheDocument();
    expect(screen.queryByText(/Last error/)).not.toBeInTheDocument();
  });
});
