/**
 * The accessibility check of the browser journeys: axe-core, run on a page or dialog
 * once it has settled. A violation of impact "serious" or "critical" fails the journey,
 * naming the rule, its impact and the first elements it found.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue, RunOptions } from "axe-core";
import type { Page } from "playwright-core";

/** The impacts that fail a journey. */
const FAILING: readonly ImpactValue[] = ["serious", "critical"];

/** How many elements of one violation the message names. */
const NODES_SHOWN = 3;

let axeSource: Promise<string> | undefined;

/** axe-core's browser bundle, read once. */
function loadAxe(): Promise<string> {
  const path = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
  axeSource ??= readFile(path, "utf8");
  return axeSource;
}

/** One failing rule, as the journey reports it. */
interface Violation {
  id: string;
  impact: ImpactValue | null | undefined;
  help: string;
  nodes: number;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is now, after its animations have finished (a dialog
 * that is still fading in would fail the contrast rule), and throws when a serious or
 * critical rule is broken, or any of the rules `alsoFailing` names whatever its impact (a
 * page that must keep its headings in order names `heading-order`, a moderate one). `what`
 * names the screen in the message.
 *
 * While a modal dialog is open, the check covers that dialog only. The page behind it is
 * hidden from assistive technology and dimmed by the overlay, so its text under the overlay
 * would fail the contrast rule by design; that page is checked on its own, with no dialog.
 */
export async function checkAccessibility(
  page: Page,
  what: string,
  alsoFailing: readonly string[] = [],
): Promise<void> {
  // Endless animations (a spinner, a pulsing dot) never finish: only the others are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  // The app's Content-Security-Policy (default-src 'self') refuses an inline script tag, so
  // axe's source is evaluated through the browser's debugging protocol, which it does not govern.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(await loadAxe());
  const violations = await page.evaluate(
    async ({ failing, shown, rules }) => {
      const axe = (
        window as unknown as { axe: { run: (context: Node, options: RunOptions) => Promise<AxeResults> } }
      ).axe;
      // A modal dialog (Radix) marks what it hides with data-aria-hidden; a popover does not.
      const modal = document.querySelector("[data-aria-hidden]") !== null;
      const open = Array.from(
        document.querySelectorAll(
          '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
        ),
      ).pop();
      // Only the violations are read: axe details every other result in one node, not all.
      const results = await axe.run(modal && open ? open : document, { resultTypes: ["violations"] });
      return results.violations
        .filter((violation) => failing.includes(violation.impact ?? "minor") || rules.includes(violation.id))
        .map((violation): Violation => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          nodes: violation.nodes.length,
          targets: violation.nodes.slice(0, shown).map((node) => node.target.join(" ")),
        }));
    },
    { failing: FAILING, shown: NODES_SHOWN, rules: alsoFailing },
  );
  if (violations.length === 0) return;
  const lines = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}, ${violation.nodes} node${violation.nodes === 1 ? "" : "s"}): ` +
      `${violation.help}\n    ${violation.targets.join("\n    ")}`,
  );
  throw new Error(`accessibility of ${what}:\n  ${lines.join("\n  ")}`);
}
