import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockFetch } from "@/test/fetch-mock";
import { renderWithProviders } from "@/test/render";
import { makePlayer, sameNameRefusal } from "../test/fixtures";
import { AddPlayerDialog } from "./add-player-dialog";

vi.mock("@/lib/avatar-image", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/avatar-image")>()),
  resizeAvatar: vi.fn(async () => "data:image/jpeg;base64,NEW"),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

// The files share a worker (src/test/fresh-page.ts): the stand-in must not reach the next one.
afterAll(() => {
  vi.doUnmock("@/lib/avatar-image");
});

function renderDialog() {
  const onOpenChange = vi.fn();
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  renderWithProviders(<AddPlayerDialog open onOpenChange={onOpenChange} />, queryClient);
  const dialog = screen.getByRole("dialog", { name: "Add Player" });
  return { dialog, onOpenChange, invalidate };
}

describe("AddPlayerDialog", () => {
  it("asks for a name before anything is sent", async () => {
    const fetchMock = mockFetch({});
    const { dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Player" }));
    expect(await screen.findByText("Name required")).toBeInTheDocument();
    expect(within(dialog).getByText("Please enter the player's name")).toBeInTheDocument();
    const name = within(dialog).getByLabelText("Name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(name, "A");
    expect(within(dialog).queryByText("Please enter the player's name")).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Name required")).not.toBeInTheDocument());
  });

  it("asks for the player's name, not the admin's, in Spanish too", async () => {
    mockFetch({});
    renderWithProviders(<AddPlayerDialog open onOpenChange={vi.fn()} />, createQueryClient(), "es");
    const dialog = screen.getByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Agregar jugador" }));
    expect(await within(dialog).findByText("Por favor, escriba el nombre del jugador")).toBeInTheDocument();
  });

  it("checks the email and the date of birth", async () => {
    const fetchMock = mockFetch({});
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Name"), "Ana Mora");
    await userEvent.type(within(dialog).getByLabelText(/Email/), "ana@club");
    await userEvent.type(within(dialog).getByLabelText(/Date of birth/), "01/01/2999");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Player" }));
    expect(within(dialog).getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(within(dialog).getByText("Date of birth must be in the past")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Email/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the player, right-handed by default, with the photo, and closes", async () => {
    const sent: unknown[] = [];
    mockFetch({
      "POST /api/players": (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 201, body: makePlayer({ id: 20, name: "Ana Mora" }) };
      },
    });
    const { dialog, onOpenChange, invalidate } = renderDialog();
    expect(within(dialog).getByRole("radio", { name: "Right" })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText("Name"), "  Ana Mora ");
    await userEvent.type(within(dialog).getByLabelText(/Email/), "ana@club.cr");
    await userEvent.type(within(dialog).getByLabelText(/Date of birth/), "17/05/1990");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Left" }));
    await userEvent.upload(
      within(dialog).getByLabelText("Photo"),
      new File(["x"], "ana.png", { type: "image/png" }),
    );
    expect(await within(dialog).findByRole("img", { name: "Photo preview" })).toHaveAttribute(
      "src",
      "data:image/jpeg;base64,NEW",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Player" }));

    expect(await screen.findByText("Player added")).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: "Ana Mora",
        email: "ana@club.cr",
        dateOfBirth: "1990-05-17",
        bestHand: "left",
        avatar: "data:image/jpeg;base64,NEW",
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([["players"]]);
  });

  it("sends the level the admin confirmed, unconfirmed by default", async () => {
    const sent: unknown[] = [];
    mockFetch({
      "POST /api/players": (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return { status: 201, body: makePlayer({ id: 21, name: "Luis Vega", level: "C+" }) };
      },
    });
    const { dialog } = renderDialog();
    const levels = within(dialog).getByRole("group", { name: "Level" });
    expect(within(levels).getByRole("radio", { name: "Not confirmed" })).toBeChecked();
    expect(levels).toHaveAccessibleDescription(/C\+ or B, once the administration has confirmed it/);
    await userEvent.type(within(dialog).getByLabelText("Name"), "Luis Vega");
    await userEvent.click(within(levels).getByRole("radio", { name: "C+" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Player" }));
    expect(await screen.findByText("Player added")).toBeInTheDocument();
    expect(sent).toEqual([{ name: "Luis Vega", bestHand: "right", level: "C+" }]);
  });

  it("sends the phone for WhatsApp, and puts the server's refusal of one under its field", async () => {
    const sent: unknown[] = [];
    mockFetch({
      "POST /api/players": (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return {
          status: 422,
          body: {
            error: "invalid",
            code: "phone_invalid",
            message: "Please enter a phone number",
            fields: { phone: { code: "phone_invalid", message: "Please enter a phone number" } },
          },
        };
      },
    });
    const { dialog } = renderDialog();
    const phone = within(dialog).getByLabelText(/Phone \(WhatsApp\)/);
    expect(phone).toHaveAccessibleDescription(/8 digits, or \+ and the country code/);
    await userEvent.type(within(dialog).getByLabelText("Name"), "Luis Vega");
    await userEvent.type(phone, "call me");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Player" }));
    // The form's own check first: nothing is sent.
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Enter a phone number: 8 digits, or + and the country code.",
    );
    expect(phone).toHaveFocus();
    expect(sent).toEqual([]);

    await userEvent.clear(phone);
    await userEvent.type(phone, "+999 8888 1234");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Player" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Enter a phone number: 8 digits, or + and the country code.",
    );
    expect(sent).toEqual([{ name: "Luis Vega", bestHand: "right", phone: "+999 8888 1234" }]);
  });

  it("shows 'Failed to add player' with the server's reason, under the field it names", async () => {
    mockFetch({
      "POST /api/players": {
        status: 422,
        body: {
          error: "invalid",
          code: "name_too_long",
          message: "The name is too long (at most 100 characters)",
          fields: {
            name: { code: "name_too_long", message: "The name is too long (at most 100 characters)" },
          },
        },
      },
    });
    const { dialog, onOpenChange } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Name"), "Ana");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Player" }));
    expect(await screen.findByText("Failed to add player")).toBeInTheDocument();
    // The UI's words for the code, in the toast and under the field; never the server's English.
    expect(screen.getAllByText("The name is too long")).toHaveLength(2);
    expect(screen.queryByText("The name is too long (at most 100 characters)")).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByRole("button", { name: "Add Player" })).toBeEnabled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("disables its button while the player is being added", async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { dialog } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Name"), "Ana");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Player" }));
    expect(await within(dialog).findByRole("button", { name: "Adding..." })).toBeDisabled();
    answer(new Response(JSON.stringify(makePlayer({ id: 1, name: "Ana" })), { status: 201 }));
    expect(await screen.findByText("Player added")).toBeInTheDocument();
  });
  it("warns of a name another player has, naming them, and adds it anyway when asked", async () => {
    const sent: unknown[] = [];
    mockFetch({
      "POST /api/players": (init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        sent.push(body);
        return body.allowDuplicateName
          ? { status: 201, body: makePlayer({ id: 21, name: "ana mora" }) }
          : sameNameRefusal([
              { id: 4, name: "Ana Mora" },
              { id: 9, name: "Ána Mora" },
            ]);
      },
    });
    const { dialog, onOpenChange } = renderDialog();
    await userEvent.type(within(dialog).getByLabelText("Name"), "ana mora");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Player" }));

    const warning = await within(dialog).findByRole("alert");
    expect(within(warning).getByText("Same name as another player")).toBeInTheDocument();
    expect(within(warning).getByText(/2 other players already have this name/)).toBeInTheDocument();
    const named = within(warning).getByRole("list", { name: "Players with the same name" });
    expect(
      within(named)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Ana Mora", "Ána Mora"]);
    // A warning, not a failure: no toast, the dialog stays open, nothing under the field.
    expect(screen.queryByText("Another player already has this name")).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
    expect(onOpenChange).not.toHaveBeenCalled();

    await userEvent.click(within(warning).getByRole("button", { name: "Add anyway" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([
      { name: "ana mora", bestHand: "right" },
      { name: "ana mora", bestHand: "right", allowDuplicateName: true },
    ]);
  });

  it("takes the warning away once another name is typed", async () => {
    mockFetch({ "POST /api/players": sameNameRefusal([{ id: 4, name: "Ana Mora" }]) });
    const { dialog } = renderDialog();
    const name = within(dialog).getByLabelText("Name");
    await userEvent.type(name, "Ana Mora");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add Player" }));
    const warning = await within(dialog).findByRole("alert");
    expect(within(warning).getByText(/another player already has this name/)).toBeInTheDocument();
    await userEvent.type(name, "les");
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
  });
});
