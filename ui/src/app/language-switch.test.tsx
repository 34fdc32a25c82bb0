import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render";
import { PageFrame } from "./root-layout";

describe("the top bar's ES / EN switch", () => {
  it("changes every text at once, without a reload, and remembers the choice", async () => {
    const user = userEvent.setup({ delay: null });
    const manifest = document.createElement("link");
    manifest.rel = "manifest";
    manifest.href = "/manifest.webmanifest?lang=en";
    document.head.append(manifest);
    renderWithProviders(
      <PageFrame>
        <p>page</p>
      </PageFrame>,
    );
    const bar = screen.getByRole("banner");
    const english = within(bar).getByRole("button", { name: "EN English" });
    const spanish = within(bar).getByRole("button", { name: "ES Español" });
    expect(english).toHaveAttribute("aria-pressed", "true");
    expect(spanish).toHaveAttribute("aria-pressed", "false");
    expect(spanish).toHaveAttribute("lang", "es");
    expect(within(bar).getByRole("group", { name: "Language" })).toBeInTheDocument();

    await user.click(spanish);
    expect(await within(bar).findByRole("link", { name: "Ranking general" })).toBeInTheDocument();
    expect(within(bar).getByRole("group", { name: "Idioma" })).toBeInTheDocument();
    expect(screen.getByText("Torneos de tenis y liga de retos del club")).toBeInTheDocument();
    expect(screen.queryByText("Overall Rankings")).not.toBeInTheDocument();
    expect(spanish).toHaveAttribute("aria-pressed", "true");
    expect(spanish).toHaveFocus();
    // <html lang> follows in an effect, after the texts have changed.
    await waitFor(() => expect(document.documentElement.lang).toBe("es"));
    expect(localStorage.getItem("tournament-hub.language")).toBe("es");
    // The installed app's name and description follow too.
    expect(manifest.getAttribute("href")).toBe("/manifest.webmanifest?lang=es");

    await user.click(english);
    expect(await within(bar).findByRole("link", { name: "Overall Rankings" })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe("en"));
    expect(localStorage.getItem("tournament-hub.language")).toBe("en");
    expect(manifest.getAttribute("href")).toBe("/manifest.webmanifest?lang=en");
    manifest.remove();
  });

  it("starts in the language the page was opened in", async () => {
    renderWithProviders(<PageFrame>{null}</PageFrame>, undefined, "es");
    await act(async () => undefined);
    expect(within(screen.getByRole("banner")).getByRole("button", { name: "ES Español" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("link", { name: "Saltar al contenido" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("es");
    // Following the browser is not a choice: nothing is remembered until the visitor switches.
    expect(localStorage.getItem("tournament-hub.language")).toBeNull();
  });
});
