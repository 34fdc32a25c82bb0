/**
 * Driving the kit's Radix `Select` in jsdom: it opens on pointer events and
 * calls layout methods jsdom lacks, so those are stubbed for the tests that use it.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel, type UserEvent } from "@testing-library/user-event";

/** Gives jsdom the pointer-capture and scrolling methods Radix Select calls. */
export function stubSelectLayout() {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
}

/**
 * A user for the dialogs' tests. The pointer-events check walks every
 * ancestor's styles at each step, which is slow in jsdom, and no control in
 * these dialogs is covered by another.
 */
export function fastUser(): UserEvent {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });
}

/** The open select's list of choices. */
export async function openListbox(): Promise<HTMLElement> {
  return waitFor(() => {
    const listbox = document.querySelector<HTMLElement>('[role="listbox"]');
    if (!listbox) throw new Error("no open listbox");
    return listbox;
  });
}

/**
 * Opens the select labelled `label` and picks the option named `option`.
 * Found by label, not by role: the role query reads the whole page's tree at every call.
 */
export async function pick(user: UserEvent, label: string, option: string | RegExp) {
  await user.click(screen.getByLabelText(label));
  const listbox = await openListbox();
  await user.click(within(listbox).getByRole("option", { name: option }));
}
