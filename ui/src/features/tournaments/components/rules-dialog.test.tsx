import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DialogButton, onDemand } from "@/components/ui/dialog-on-demand";
import { renderWithProviders } from "@/test/render";
import { RulesDialog } from "./rules-dialog";

const rulesDialog = onDemand(async () => RulesDialog);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("RulesDialog", () => {
  it("lets the keyboard reach and scroll the rules text (axe: scrollable-region-focusable)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response("CAPÍTULO I\n\nArtículo 1. Las reglas.", {
            headers: { "Content-Type": "text/plain" },
          }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <DialogButton dialog={rulesDialog} props={{}} className="">
        View Rules
      </DialogButton>,
    );
    await user.click(screen.getByRole("button", { name: "View Rules" }));
    const text = await screen.findByRole("region", { name: "Tournament Rules" });
    // An English reader gets the English version; the server's Spanish text is for Spanish.
    expect(text).toHaveTextContent("CHAPTER I. GENERAL PROVISIONS");
    expect(text).not.toHaveTextContent("Las reglas.");
    expect(text).toHaveAttribute("tabindex", "0");
    // From the close button at the top of the dialog, Tab lands on the text itself.
    screen.getAllByRole("button", { name: "Close" })[0]?.focus();
    await user.tab();
    expect(text).toHaveFocus();
  });
});
