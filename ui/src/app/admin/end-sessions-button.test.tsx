import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getToasts } from "@/components/ui/toast-store";
import { mockFetch } from "@/test/fetch-mock";
import { renderRoutes } from "@/test/render";
import { EndSessionsButton } from "./end-sessions-button";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("EndSessionsButton", () => {
  it("asks first, then ends every session and leaves the console", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockFetch({
      "POST /api/admin/sessions/end-all": { body: { ended: 3 } },
    });
    renderRoutes(
      [
        { path: "/admin", element: <EndSessionsButton /> },
        { path: "/", element: <p>Hub</p> },
      ],
      "/admin",
    );
    await user.click(screen.getByRole("button", { name: "Log out everywhere" }));
    const dialog = await screen.findByRole("dialog", { name: "Log out everywhere?" });
    expect(within(dialog).getByText(/every league unlock/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole("button", { name: "Log out everywhere" }));
    expect(await screen.findByText("Hub")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/admin/sessions/end-all");
    expect(init.method).toBe("POST");
    await waitFor(() => expect(getToasts().map((toast) => toast.title)).toContain("Logged out everywhere"));
  });
});
