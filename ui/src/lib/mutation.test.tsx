import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts } from "@/components/ui/toast-store";
import { api } from "@/lib/api";
import { useActionMutation } from "@/lib/mutation";
import { createQueryClient } from "@/lib/query-client";
import { sessionKeys } from "@/lib/session/session";
import { mockFetch, type Canned } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";

/** A console write whose failure toast has a sentence of its own, and no `serverFirst`. */
function Invite() {
  const invite = useActionMutation({
    mutationFn: () => api.post("/api/admin/invitations"),
    invalidates: () => [],
    failure: { title: "Could not make the invitation", description: "Please try again." },
  });
  return (
    <button type="button" onClick={() => invite.mutate()}>
      Invite
    </button>
  );
}

/** Sends the write refused with `refusal` in a console whose status is `status`. */
async function refuse(refusal: Canned, status: unknown) {
  mockFetch({ "POST /api/admin/invitations": refusal });
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKeys.status(), status);
  renderWithProviders(<Invite />, queryClient);
  await userEvent.click(screen.getByRole("button", { name: "Invite" }));
}

const ORGANIZERS = { isAdmin: true, leagueUnlocked: true, organizer: { playerId: 4, name: "Ana Mora" } };
const PASSWORDS = { isAdmin: true, leagueUnlocked: true, organizer: null };

afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
});

describe("useActionMutation's failure toast", () => {
  it("says who decides instead, even where the screen has a sentence of its own", async () => {
    await refuse(
      { status: 403, body: { error: "forbidden", code: "own_interest", message: "Own interest." } },
      ORGANIZERS,
    );
    expect(await screen.findByText("Could not make the invitation")).toBeInTheDocument();
    expect(screen.getByText(/leave it to another organizer or the admin\.$/)).toBeInTheDocument();
    expect(screen.queryByText("Please try again.")).not.toBeInTheDocument();
  });

  it("leaves an organizer's closed console to the console, which says they are no longer one", async () => {
    const gone = { error: "unauthorized", code: "admin_login_required", message: "Log in." };
    await refuse({ status: 401, body: gone }, ORGANIZERS);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getToasts().filter((entry) => entry.open)).toEqual([]);
  });

  it("still tells the password's admin that the session ended", async () => {
    const gone = { error: "unauthorized", code: "admin_login_required", message: "Log in." };
    await refuse({ status: 401, body: gone }, PASSWORDS);
    expect(await screen.findByText("Could not make the invitation")).toBeInTheDocument();
    expect(screen.getByText("Please try again.")).toBeInTheDocument();
  });
});
