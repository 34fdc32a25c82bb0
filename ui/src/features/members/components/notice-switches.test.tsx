import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch, sentBody } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { NoticeSwitches } from "./notice-switches";

const KINDS = [
  "draw_published",
  "your_week",
  "result_reported",
  "challenged",
  "match_scheduled",
  "deadline_tomorrow",
  "signup_approved",
].map((kind) => ({ kind, email: true, push: true }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the member's notice switches", () => {
  it("shows every kind's email and phone switch, and saves one at once", async () => {
    let kinds = KINDS;
    const fetchMock = mockFetch({
      "/api/me/notice-preferences": () => ({ body: { kinds } }),
      "PUT /api/me/notice-preferences": () => {
        kinds = KINDS.map((k) => (k.kind === "your_week" ? { ...k, email: false } : k));
        return { body: { kinds } };
      },
    });
    renderWithProviders(<NoticeSwitches playerId={7} />);
    const week = await screen.findByRole("checkbox", { name: "My week, on Mondays by email" });
    expect(week).toBeChecked();
    expect(screen.getAllByRole("checkbox")).toHaveLength(14);
    await userEvent.click(week);
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(sentBody(fetchMock, "PUT", "/api/me/notice-preferences")).toEqual({
      kinds: [{ kind: "your_week", email: false, push: true }],
    });
    await waitFor(() =>
      expect(screen.getByRole("checkbox", { name: "My week, on Mondays by email" })).not.toBeChecked(),
    );
    expect(screen.getByRole("checkbox", { name: "My week, on Mondays on the phone" })).toBeChecked();
  });

  it("reads in Spanish", async () => {
    mockFetch({ "/api/me/notice-preferences": { body: { kinds: KINDS } } });
    renderWithProviders(<NoticeSwitches playerId={7} />, createQueryClient(), "es");
    expect(
      await screen.findByRole("checkbox", { name: "Un resultado en mi partido por correo" }),
    ).toBeChecked();
    expect(screen.getByRole("heading", { name: "Cómo me avisan" })).toBeInTheDocument();
  });
});
