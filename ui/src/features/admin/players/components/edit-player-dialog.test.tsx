import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { makePlayer } from "../test/fixtures";
import { EditPlayerDialog } from "./edit-player-dialog";

afterEach(() => {
  vi.unstubAllGlobals();
});

const luis = makePlayer({
  id: 3,
  name: "Luis Vega",
  email: "luis@club.cr",
  dateOfBirth: "1988-02-01",
  bestHand: "left",
  avatar: "/api/players/3/avatar?v=abc",
  totalPoints: 120,
});

function renderDialog() {
  const onClose = vi.fn();
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  renderWithProviders(<EditPlayerDialog player={luis} onClose={onClose} />, queryClient);
  const dialog = screen.getByRole("dialog", { name: "Edit Player" });
  const sent: unknown[] = [];
  const fetchMock = mockFetch({
    "PATCH /api/players/3": (init) => {
      sent.push(JSON.parse(String(init?.body)));
      return { body: { ...luis, name: "Luis A. Vega" } };
    },
  });
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { dialog, onClose, invalidated, sent, fetchMock };
}

describe("EditPlayerDialog", () => {
  it("opens on the player as listed", () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Luis Vega");
    expect(within(dialog).getByLabelText(/Email/)).toHaveValue("luis@club.cr");
    expect(within(dialog).getByLabelText(/Date of birth/)).toHaveValue("1988-02-01");
    expect(within(dialog).getByRole("radio", { name: "Left" })).toBeChecked();
    expect(within(dialog).getByRole("img", { name: "Photo preview" })).toHaveAttribute("src", luis.avatar);
    expect(within(dialog).getByLabelText("Total points")).toHaveValue(120);
    expect(within(dialog).queryByLabelText(/Reason/)).not.toBeInTheDocument();
  });

  it("sends a new total with its reason, and says what the adjustment is", async () => {
    const { dialog, sent, onClose, invalidated } = renderDialog();
    const points = within(dialog).getByLabelText("Total points");
    await userEvent.clear(points);
    await userEvent.type(points, "135");
    expect(within(dialog).getByText("Adjustment of +15 points")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), "Walkover reviewed");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Player updated")).toBeInTheDocument();
    expect(sent).toEqual([{ totalPoints: 135, adjustmentReason: "Walkover reviewed" }]);
    expect(onClose).toHaveBeenCalled();
    expect(invalidated()).toEqual([["players"], ["tournaments"]]);
  });

  it("shows a lower total as a negative adjustment, and the reason is optional", async () => {
    const { dialog, sent } = renderDialog();
    const points = within(dialog).getByLabelText("Total points");
    await userEvent.clear(points);
    await userEvent.type(points, "100");
    expect(within(dialog).getByText("Adjustment of -20 points")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Player updated");
    expect(sent).toEqual([{ totalPoints: 100 }]);
  });

  it("refuses a total outside 0 to 1,000,000", async () => {
    const { dialog, fetchMock } = renderDialog();
    const points = within(dialog).getByLabelText("Total points");
    await userEvent.clear(points);
    await userEvent.type(points, "1000001");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Enter a whole number from 0 to 1,000,000")).toBeInTheDocument();
    expect(points).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for a name when it is cleared", async () => {
    const { dialog, fetchMock } = renderDialog();
    await userEvent.clear(within(dialog).getByLabelText("Name"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Name required")).toBeInTheDocument();
    expect(within(dialog).getByText("Please enter your name")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends only what changed: a new name reaches tournaments and the league, the photo is kept", async () => {
    const { dialog, sent, invalidated } = renderDialog();
    const name = within(dialog).getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Luis A. Vega");
    await userEvent.clear(within(dialog).getByLabelText(/Email/));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Luis A. Vega was saved.")).toBeInTheDocument();
    expect(sent).toEqual([{ name: "Luis A. Vega", email: null }]);
    expect(invalidated()).toEqual([["players"], ["tournaments"], ["league"]]);
  });

  it("removes the photo with avatar null, which tournament lists show too", async () => {
    const { dialog, sent, invalidated } = renderDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove photo" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Player updated");
    expect(sent).toEqual([{ avatar: null }]);
    expect(invalidated()).toEqual([["players"], ["tournaments"]]);
  });

  it("changes the hand alone, which only the player screens show", async () => {
    const { dialog, sent, invalidated } = renderDialog();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Right" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Player updated");
    expect(sent).toEqual([{ bestHand: "right" }]);
    expect(invalidated()).toEqual([["players"]]);
  });

  it("closes without a call when nothing changed", async () => {
    const { dialog, fetchMock, onClose } = renderDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Failed to update player' with the server's message", async () => {
    const { dialog, onClose } = renderDialog();
    mockFetch({
      "PATCH /api/players/3": {
        status: 422,
        body: {
          error: "invalid",
          code: "total_points_too_large",
          message: "Total points can be at most 1,000,000",
          fields: { totalPoints: { code: "total_points_too_large", message: "Too many" } },
        },
      },
    });
    await userEvent.click(within(dialog).getByRole("radio", { name: "Right" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Failed to update player")).toBeInTheDocument();
    expect(screen.getByText("Total points can be at most 1,000,000")).toBeInTheDocument();
    expect(within(dialog).getByText("Too many")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
