/**
 * Checks the built app against the public site's budget: the JavaScript a
 * first visit downloads (the entry script, what index.html preloads, the
 * language script and the dictionary of the visitor's language, the larger of
 * the two counted) stays under 120 KB gzipped (110 KB is the aim: bench/README.md, "The
 * visitor's first download"); no code a visitor never runs is among it (the admin console,
 * the member's pages, the bell, push and signing in, each found by a string only its own
 * code holds), and only one language's dictionary is (the other loads when the visitor
 * switches), without the console's texts and the member's screens'.
 * Run after the build: `npm run budget` (`BUDGET_DIST=DIR/` checks a build elsewhere).
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 120 * 1024;
const dist = process.env.BUDGET_DIST ?? fileURLToPath(new URL("../dist/", import.meta.url));
const html = readFileSync(`${dist}index.html`, "utf8");
const loaded = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
const dictionaries = [...html.matchAll(/data-(en|es)="\/(assets\/[^"]+\.js)"/g)].map(
  (match) => match[2] as string,
);
const gzipped = (file: string) => gzipSync(readFileSync(dist + file), { level: 9 }).length;

let failed = 0;
let checks = 0;
function check(ok: boolean, failure: string) {
  checks += 1;
  if (ok) return;
  failed += 1;
  console.log(`not ok - ${failure}`);
}

const dictionary = Math.max(0, ...dictionaries.map(gzipped));
const total = loaded.reduce((sum, file) => sum + gzipped(file), 0) + dictionary;
console.log(
  `initial JavaScript: ${loaded.length} files and a dictionary, ${(total / 1024).toFixed(1)} KB gzipped`,
);
check(
  loaded.length > 0 && total <= BUDGET_BYTES,
  `initial JavaScript over ${BUDGET_BYTES / 1024} KB (or none found)`,
);
const adminInInitial = loaded.filter((file) => /admin/i.test(file));
check(adminInInitial.length === 0, `admin code in the first download: ${adminInInitial.join(", ")}`);
check(dictionaries.length === 2, "index.html names no dictionary of each language for its language script");
const bundledDictionaries = loaded.filter((file) =>
  ["Loading tournaments...", "Cargando torneos..."].some((text) =>
    readFileSync(dist + file, "utf8").includes(text),
  ),
);
check(
  bundledDictionaries.length === 0,
  `a dictionary is in the first download whatever the language: ${bundledDictionaries.join(", ")}`,
);

/**
 * Code a visitor never runs, or runs only once the page is up, each part named by strings that
 * only its own modules hold (the addresses it calls, a browser API only it uses). Each string
 * must be in the build, so that a renamed address cannot turn its check into one that always
 * passes.
 */
const NOT_FOR_VISITORS: [part: string, markers: string[]][] = [
  ["the admin console", ["/api/admin/disputes", "/api/admin/overdue", "/api/admin/seasons/"]],
  ["the member's page", ["/api/me/overview", "/api/me/sessions"]],
  ["the notice bell", ["/api/me/notices"]],
  ["push", ["applicationServerKey", "/api/push/public-key"]],
  ["signing in", ["/api/me/sign-in"]],
  // Run by every visitor, but once the page has rendered (src/app/live/use-live-updates.ts).
  ["the live line", ["tournament-hub-reloaded-for"]],
];
const builtScripts = readdirSync(`${dist}assets`)
  .filter((file) => file.endsWith(".js"))
  .map((file) => `assets/${file}`);
const source = new Map(builtScripts.map((file) => [file, readFileSync(dist + file, "utf8")]));
for (const [part, markers] of NOT_FOR_VISITORS) {
  for (const marker of markers) {
    const holders = builtScripts.filter((file) => source.get(file)?.includes(marker));
    check(holders.length > 0, `no built script holds "${marker}" (${part}): update the marker`);
    const initial = holders.filter((file) => loaded.includes(file) || dictionaries.includes(file));
    check(initial.length === 0, `${part} is in the first download ("${marker}" in ${initial.join(", ")})`);
  }
}

// The texts that load apart: a key of the console's and one of the member's screens', by their
// English and Spanish texts, in no dictionary and no script of the first download.
const APART_TEXTS: [part: string, texts: string[]][] = [
  ["the console's texts", ["Admin Access Required", "Se requiere acceso de administrador"]],
  ["the member's screens' texts", ["Mark all read", "Marcar todo como leído"]],
];
for (const [part, texts] of APART_TEXTS) {
  for (const text of texts) {
    check(
      builtScripts.some((file) => source.get(file)?.includes(text)),
      `no built script holds "${text}" (${part}): update the text`,
    );
    const initial = [...loaded, ...dictionaries].filter((file) => source.get(file)?.includes(text));
    check(initial.length === 0, `${part} are in the first download ("${text}" in ${initial.join(", ")})`);
  }
}
console.log(`${checks - failed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
