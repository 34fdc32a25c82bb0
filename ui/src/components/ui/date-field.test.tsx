import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Locale } from "@/lib/i18n";
import { renderWithProviders } from "@/test/render";
import { DateField } from "./date-field";

function Field({
  initial,
  onChange,
  max,
}: {
  initial: string;
  onChange: (value: string) => void;
  max?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="when">When</label>
      <DateField
        id="when"
        value={value}
        max={max}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

function renderField(initial = "", locale: Locale = "en", max?: string) {
  const onChange = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Field initial={initial} onChange={onChange} max={max} />, undefined, locale);
  return { onChange, user, input: screen.getByLabelText("When") };
}

describe("DateField", () => {
  it("shows and reads dd/mm/yyyy, whatever the browser's locale", async () => {
    const { onChange, user, input } = renderField("2026-11-23");
    expect(input).toHaveValue("23/11/2026");
    expect(input).toHaveAttribute("type", "text");
    expect(input).toHaveAccessibleDescription("dd/mm/yyyy");
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith("");
    await user.type(input, "3.1.2026");
    expect(onChange).toHaveBeenLastCalledWith("2026-01-03");
    await user.tab();
    expect(input).toHaveValue("03/01/2026");
  });

  it("hands on text that is not a date, so the form can say so", async () => {
    const { onChange, user, input } = renderField();
    await user.type(input, "31/04/2026");
    expect(onChange).toHaveBeenLastCalledWith("31/04/2026");
    expect(input).toHaveValue("31/04/2026");
  });

  it("picks a day in a calendar with the language's month and day names", async () => {
    const { onChange, user, input } = renderField("2026-11-23", "es");
    expect(input).toHaveAttribute("placeholder", "dd/mm/aaaa");
    await user.click(screen.getByRole("button", { name: "Elegir en un calendario" }));
    const calendar = await screen.findByRole("dialog", { name: "Calendario" });
    expect(within(calendar).getByRole("grid", { name: "noviembre de 2026" })).toBeInTheDocument();
    expect(within(calendar).getByRole("combobox", { name: "Mes" })).toHaveDisplayValue("noviembre");
    expect(within(calendar).getByRole("columnheader", { name: "lunes" })).toHaveTextContent("lu");
    const chosen = within(calendar).getByRole("button", { name: "lunes 23 de noviembre de 2026" });
    expect(chosen).toHaveAttribute("aria-pressed", "true");
    expect(chosen).toHaveFocus();

    // The keyboard drives the grid: a day on, a week on, a month on.
    await user.keyboard("{ArrowRight}{ArrowDown}");
    expect(within(calendar).getByRole("button", { name: "martes 1 de diciembre de 2026" })).toHaveFocus();
    expect(within(calendar).getByRole("grid", { name: "diciembre de 2026" })).toBeInTheDocument();
    await user.keyboard("{PageDown}");
    expect(within(calendar).getByRole("button", { name: "viernes 1 de enero de 2027" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith("2027-01-01");
    expect(input).toHaveValue("01/01/2027");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes with Escape and gives the focus back to its button", async () => {
    const { user } = renderField("2026-11-23");
    const open = screen.getByRole("button", { name: "Choose from a calendar" });
    await user.click(open);
    const calendar = await screen.findByRole("dialog", { name: "Calendar" });
    expect(within(calendar).getByRole("button", { name: "Monday, 23 November 2026" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it("offers no day after the latest allowed", async () => {
    const { user } = renderField("2026-11-20", "en", "2026-11-23");
    await user.click(screen.getByRole("button", { name: "Choose from a calendar" }));
    const calendar = await screen.findByRole("dialog", { name: "Calendar" });
    expect(within(calendar).getByRole("button", { name: "Monday, 23 November 2026" })).toBeEnabled();
    expect(within(calendar).getByRole("button", { name: "Tuesday, 24 November 2026" })).toBeDisabled();
    expect(within(calendar).getByRole("button", { name: "Next month" })).toBeDisabled();
    await user.keyboard("{ArrowDown}");
    expect(within(calendar).getByRole("button", { name: "Monday, 23 November 2026" })).toHaveFocus();
  });
});
