import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "@/lib/i18n";
import { Dialog, DialogContent, DialogTrigger } from "./dialog";

/** A list whose buttons open one dialog from state, as the rankings and group tables do. */
function OpenedFromState({ names }: { names: string[] }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <I18nProvider>
      {names.map((name) => (
        <button key={name} type="button" onClick={() => setOpen(name)}>
          {name}
        </button>
      ))}
      <Dialog open={open !== null} onOpenChange={(next) => (next ? undefined : setOpen(null))}>
        {open !== null ? <DialogContent title={open}>body</DialogContent> : null}
      </Dialog>
    </I18nProvider>
  );
}

describe("DialogContent", () => {
  it("gives focus back to the button that opened it from state, on Escape", async () => {
    render(<OpenedFromState names={["Ana Mora", "Luis Vega"]} />);
    const opener = screen.getByRole("button", { name: "Luis Vega" });
    opener.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Luis Vega" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("gives focus back after the close button is clicked", async () => {
    render(<OpenedFromState names={["Ana Mora"]} />);
    const opener = screen.getByRole("button", { name: "Ana Mora" });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("still gives focus back to its trigger", async () => {
    render(
      <I18nProvider>
        <Dialog>
          <DialogTrigger>Progress</DialogTrigger>
          <DialogContent title="Tournament Progress">body</DialogContent>
        </Dialog>
      </I18nProvider>,
    );
    const trigger = screen.getByRole("button", { name: "Progress" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Tournament Progress" })).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveFocus());
  });
});
