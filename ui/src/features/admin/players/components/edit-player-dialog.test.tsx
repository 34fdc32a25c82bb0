import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clubToday } from "@/lib/dates";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { openListbox, pick, stubSelectLayout } from "@/test/select";
import { makePlayer, sameNameRefusal } from "../test/fixtures";
import { EditPlayerDialog } from "./edit-player-dialog";

beforeAll(stubSelectLayout);

afterEach(() => {
  vi.unstubAllGlobals();
});

/** This season at the club, and the one before. */
const SEASON = Number(clubToday().slice(0, 4));
const LAST_SEASON = SEASON - 1;

const luis = makePlayer({
  id: 3,
  name: "Luis Vega",
  email: "luis@club.cr",
  dateOfBirth: "1988-02-01",
  bestHand: "left",
  avatar: "/api/players/3/avatar?v=abc",
  totalPoints: 120,
});

/** GET /api/players/3?season= as the contract answers it: last season Luis had 80 points. */
const seasonTotals: Record<string, number> = { [SEASON]: 120, [LAST_SEASON]: 80 };

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
    "GET /api/players/3": (_, url) => {
      const season = url.searchParams.get("season") ?? String(SEASON);
      return {
        body: { ...luis, totalPoints: seasonTotals[season] ?? 0 },
        headers: { "X-Season": season },
      };
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
    expect(within(dialog).getByLabelText(/Date of birth/)).toHaveValue("01/02/1988");
    expect(within(dialog).getByRole("radio", { name: "Left" })).toBeChecked();
    expect(within(dialog).getByRole("img", { name: "Photo preview" })).toHaveAttribute("src", luis.avatar);
    expect(within(dialog).getByLabelText(`Total points in ${SEASON}`)).toHaveValue(120);
    expect(within(dialog).queryByLabelText(/Reason/)).not.toBeInTheDocument();
  });

  it("sends a new total with its reason, and says what the adjustment is", async () => {
    const { dialog, sent, onClose, invalidated } = renderDialog();
    const points = within(dialog).getByLabelText(`Total points in ${SEASON}`);
    await userEvent.clear(points);
    await userEvent.type(points, "135");
    expect(within(dialog).getByText("Adjustment of +15 points")).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), "Walkover reviewed");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Player updated")).toBeInTheDocument();
    expect(sent).toEqual([
      { totalPoints: 135, adjustmentSeason: SEASON, adjustmentReason: "Walkover reviewed" },
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(invalidated()).toEqual([["players"], ["tournaments"]]);
  });

  it("shows a lower total as a negative adjustment, and the reason is optional", async () => {
    const { dialog, sent } = renderDialog();
    const points = within(dialog).getByLabelText(`Total points in ${SEASON}`);
    await userEvent.clear(points);
    await userEvent.type(points, "100");
    expect(within(dialog).getByText("Adjustment of -20 points")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await screen.findByText("Player updated");
    expect(sent).toEqual([{ totalPoints: 100, adjustmentSeason: SEASON }]);
  });

  it("edits this season's total by default, and offers the four seasons before it", async () => {
    const { dialog, fetchMock } = renderDialog();
    expect(within(dialog).getByRole("combobox", { name: "Season" })).toHaveTextContent(
      `${SEASON} (this season)`,
    );
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Season" }));
    expect(
      within(await openListbox())
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([`${SEASON} (this season)`, ...[1, 2, 3, 4].map((back) => String(SEASON - back))]);
    // The list carries this season's total: nothing to ask.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sets a past season's total against that season's own, and sends its season", async () => {
    const { dialog, sent, fetchMock } = renderDialog();
    await pick(userEvent.setup(), "Season", String(LAST_SEASON));

    const points = await within(dialog).findByLabelText(`Total points in ${LAST_SEASON}`);
    await waitFor(() => expect(points).toHaveValue(80));
    expect(fetchMock).toHaveBeenCalledWith(`/api/players/3?season=${LAST_SEASON}`, expect.anything());
    expect(within(dialog).getByText(/^Now 80\./)).toBeInTheDocument();
    await userEvent.clear(points);
    await userEvent.type(points, "95");
    expect(within(dialog).getByText("Adjustment of +15 points")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    await screen.findByText("Player updated");
    expect(sent).toEqual([{ totalPoints: 95, adjustmentSeason: LAST_SEASON }]);
  });

  it("sends no adjustment when a past season's total is kept, though it differs from this season's", async () => {
    const { dialog, fetchMock } = renderDialog();
    await pick(userEvent.setup(), "Season", String(LAST_SEASON));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(`Total points in ${LAST_SEASON}`)).toHaveValue(80),
    );
    expect(within(dialog).queryByText(/^Adjustment of/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PATCH")).toEqual([]);
  });

  it("asks again when a season's total could not be loaded, and saves nothing meanwhile", async () => {
    const { dialog } = renderDialog();
    let fail = true;
    const fetchMock = mockFetch({
      "GET /api/players/3": () =>
        fail ? { status: 500, body: null } : { body: { ...luis, totalPoints: 80 } },
    });
    await pick(userEvent.setup(), "Season", String(LAST_SEASON));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      `Could not load the total of ${LAST_SEASON}.`,
    );
    expect(within(dialog).getByLabelText(`Total points in ${LAST_SEASON}`)).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeDisabled();
    fail = false;
    await userEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(`Total points in ${LAST_SEASON}`)).toHaveValue(80),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("refuses a total outside 0 to 1,000,000", async () => {
    const { dialog, fetchMock } = renderDialog();
    const points = within(dialog).getByLabelText(`Total points in ${SEASON}`);
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
    expect(within(dialog).getByText("Please enter the player's name")).toBeInTheDocument();
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

  it("shows 'Failed to update player' with the server's reason", async () => {
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
    expect(screen.getAllByText("Enter a whole number from 0 to 1,000,000")).toHaveLength(2);
    expect(within(dialog).getByText("Enter a whole number from 0 to 1,000,000")).toBeInTheDocument();
    expect(screen.queryByText("Too many")).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("warns of a rename to another player's name, naming them, and saves anyway when asked", async () => {
    const sent: unknown[] = [];
    mockFetch({
      "PATCH /api/players/3": (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        return body.allowDuplicateName
          ? { body: { ...luis, name: "Ana Mora" } }
          : sameNameRefusal([{ id: 4, name: "Ana Mora" }]);
      },
    });
    const onClose = vi.fn();
    renderWithProviders(<EditPlayerDialog player={luis} onClose={onClose} />, createQueryClient());
    const dialog = screen.getByRole("dialog", { name: "Edit Player" });
    const name = within(dialog).getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Ana Mora");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));

    const warning = await within(dialog).findByRole("alert");
    expect(within(warning).getByText("Same name as another player")).toBeInTheDocument();
    expect(within(warning).getByRole("listitem")).toHaveTextContent("Ana Mora");
    expect(screen.queryByText("Another player already has this name")).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(warning).getByRole("button", { name: "Save anyway" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([{ name: "Ana Mora" }, { name: "Ana Mora", allowDuplicateName: true }]);
  });
});
