/**
 * What "fits the screen" means for the overflow journey: every visible control (button, input,
 * select, link, tab ...) lies inside the viewport's width and inside the box of the dialog that
 * holds it; no box that hides its overflow (a card with rounded corners) cuts a control or a
 * table it holds; no table's cell is narrower than its content; and nothing scrolls sideways:
 * neither the page nor any element that scrolls. Only the elements named one by one in
 * `SIDEWAYS` are meant to scroll sideways; a control inside one of them is measured against that
 * element's box instead of the viewport.
 */
import type { Page } from "playwright-core";

/**
 * The elements meant to scroll sideways, each named here: wider than a phone by nature, they are
 * read by scrolling them, and their markup names them with `data-scrolls-sideways`.
 */
export const SIDEWAYS = [
  // A knockout draw of more than two rounds (knockout-tree.tsx).
  '[data-scrolls-sideways="knockout-draw"]',
  // The comparison of tied players in a ranking's details (ranking-details-dialog.tsx).
  '[data-scrolls-sideways="tied-comparison"]',
];

/** The controls measured: anything a finger or the keyboard can act on. */
const CONTROLS = [
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "a[href]",
  "summary",
  "[role=tab]",
  "[role=button]",
  "[role=link]",
  "[role=radio]",
  "[role=checkbox]",
  "[role=switch]",
  "[role=combobox]",
  "[role=menuitem]",
  "[tabindex]:not([tabindex='-1'])",
].join(", ");

/** What a box that hides its overflow must hold whole, side to side: a control or a table. */
const HELD = `${CONTROLS}, table`;

/**
 * Every way the open screen does not fit: controls beyond the viewport's sides or their dialog's
 * box, controls and tables wider than a box that hides what overflows it (which cuts them
 * instead of scrolling), table cells narrower than their content, and elements (the page too)
 * that scroll sideways; empty when it fits.
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  // tsx keeps function names with a helper the page does not have.
  await page.evaluate("window.__name ??= (f) => f");
  return page.evaluate(
    ({ controls, held, sideways }) => {
      /** Half a pixel of rounding is not an overflow. */
      const SLACK = 0.5;
      const viewport = document.documentElement.clientWidth;
      const problems: string[] = [];
      const describe = (element: Element) => {
        const name =
          element.getAttribute("aria-label") ??
          (element as HTMLElement).innerText?.trim().replace(/\s+/g, " ").slice(0, 60) ??
          "";
        const id = element.id ? `#${element.id}` : "";
        return `<${element.tagName.toLowerCase()}${id}${element.getAttribute("role") ? ` role=${element.getAttribute("role")}` : ""}> "${name}"`;
      };
      const isSideways = (element: Element) => sideways.some((selector) => element.matches(selector));
      /** Shown and of a real size: a screen reader's 1 px text or a hidden input is not a control on screen. */
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        const style = getComputedStyle(element);
        if (style.visibility === "hidden" || style.display === "none") return false;
        return element.checkVisibility({ opacityProperty: false, visibilityProperty: true });
      };

      if (document.documentElement.scrollWidth > window.innerWidth) {
        problems.push(
          `the page scrolls sideways: ${document.documentElement.scrollWidth} px wide on ${window.innerWidth} px`,
        );
      }

      for (const element of Array.from(document.body.querySelectorAll("*"))) {
        if (isSideways(element) || !shown(element)) continue;
        const overflowX = getComputedStyle(element).overflowX;
        if (overflowX !== "auto" && overflowX !== "scroll") continue;
        if (element.scrollWidth > element.clientWidth + 1) {
          problems.push(
            `${describe(element).slice(0, 120)} scrolls sideways: ${element.scrollWidth} px in ${element.clientWidth} px`,
          );
        }
      }

      // A box that hides its overflow cuts what passes its sides: more than a pixel of a table or
      // a control there is an overflow nothing shows. What scrolls inside it is measured above.
      for (const box of Array.from(document.body.querySelectorAll("*"))) {
        if (isSideways(box) || !shown(box)) continue;
        const overflowX = getComputedStyle(box).overflowX;
        if (overflowX !== "hidden" && overflowX !== "clip") continue;
        const frame = box.getBoundingClientRect();
        for (const inner of Array.from(box.querySelectorAll(held))) {
          if (!shown(inner)) continue;
          let scrolls = false;
          for (let up = inner.parentElement; up && up !== box; up = up.parentElement) {
            if (isSideways(up) || ["auto", "scroll"].includes(getComputedStyle(up).overflowX)) scrolls = true;
          }
          if (scrolls) continue;
          const cut = inner.getBoundingClientRect();
          if (cut.left < frame.left - 1 || cut.right > frame.right + 1) {
            problems.push(
              `${describe(inner).slice(0, 120)} is cut by ${describe(box).slice(0, 60)}: ` +
                `${Math.round(cut.left)}..${Math.round(cut.right)} px in ${Math.round(frame.left)}..${Math.round(frame.right)}`,
            );
          }
        }
      }

      // A table's cell holds its content: a word or a number wider than its column runs over the
      // next one, or past the card's side, where nothing scrolls to it.
      for (const cell of Array.from(document.body.querySelectorAll("th, td"))) {
        if (!shown(cell)) continue;
        if (cell.scrollWidth > cell.clientWidth + 1) {
          problems.push(
            `the cell ${describe(cell).slice(0, 80)} is narrower than its content: ` +
              `${cell.scrollWidth} px in ${cell.clientWidth} px`,
          );
        }
      }

      for (const control of Array.from(document.body.querySelectorAll(controls))) {
        if (!shown(control)) continue;
        const box = control.getBoundingClientRect();
        const scroller = sideways.length > 0 ? control.closest(sideways.join(", ")) : null;
        const frame = scroller?.getBoundingClientRect() ?? { left: 0, right: viewport };
        if (box.left < frame.left - SLACK || box.right > frame.right + SLACK) {
          problems.push(
            `${describe(control)} lies outside the ${scroller ? "sideways scroller" : "screen"}: ` +
              `${Math.round(box.left)}..${Math.round(box.right)} px of ${Math.round(frame.left)}..${Math.round(frame.right)}`,
          );
          continue;
        }
        const dialog = control.closest("[role=dialog], [role=alertdialog]");
        if (!dialog || scroller) continue;
        const panel = dialog.getBoundingClientRect();
        // A list that scrolls up and down inside the dialog holds controls above or below it.
        let scrollsDown = false;
        for (let up = control.parentElement; up && up !== dialog; up = up.parentElement) {
          if (["auto", "scroll"].includes(getComputedStyle(up).overflowY)) scrollsDown = true;
        }
        const outside =
          box.left < panel.left - SLACK ||
          box.right > panel.right + SLACK ||
          (!scrollsDown && (box.top < panel.top - SLACK || box.bottom > panel.bottom + SLACK));
        if (outside) {
          problems.push(
            `${describe(control)} lies outside its dialog: ${Math.round(box.left)}..${Math.round(box.right)} x ` +
              `${Math.round(box.top)}..${Math.round(box.bottom)} px in ${Math.round(panel.left)}..${Math.round(panel.right)} x ` +
              `${Math.round(panel.top)}..${Math.round(panel.bottom)}`,
          );
        }
      }
      return problems;
    },
    { controls: CONTROLS, held: HELD, sideways: SIDEWAYS },
  );
}

/** Fails with every overflow of the open screen, named `what`. */
export async function expectFits(page: Page, what: string): Promise<void> {
  const problems = await overflowProblems(page);
  if (problems.length > 0) {
    throw new Error(
      `${what} at ${page.viewportSize()?.width ?? 0} px does not fit:\n  ${problems.join("\n  ")}`,
    );
  }
}

/**
 * The controls of the top bar that overlap one another (a long name over the bell or the
 * language switch); empty when none does.
 */
export async function headerOverlaps(page: Page): Promise<string[]> {
  await page.evaluate("window.__name ??= (f) => f");
  return page.evaluate((controls) => {
    const header = document.querySelector("header");
    if (!header) return ["no top bar"];
    const shown = Array.from(header.querySelectorAll(controls)).filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && element.checkVisibility();
    });
    // A control inside another (the photo in the member's link) is part of it.
    const outer = shown.filter(
      (element) => !shown.some((other) => other !== element && other.contains(element)),
    );
    const problems: string[] = [];
    for (const [at, one] of outer.entries()) {
      for (const other of outer.slice(at + 1)) {
        const a = one.getBoundingClientRect();
        const b = other.getBoundingClientRect();
        const apart =
          a.right <= b.left + 0.5 ||
          b.right <= a.left + 0.5 ||
          a.bottom <= b.top + 0.5 ||
          b.bottom <= a.top + 0.5;
        if (!apart) {
          const name = (element: Element) =>
            element.getAttribute("aria-label") ?? (element as HTMLElement).innerText.trim().slice(0, 40);
          problems.push(`"${name(one)}" overlaps "${name(other)}"`);
        }
      }
    }
    return problems;
  }, CONTROLS);
}
