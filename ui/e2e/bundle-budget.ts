/**
 * Checks the built app against the public site's budget: the JavaScript a
 * first visit downloads (the entry script, what index.html preloads, the
 * language script and the dictionary of the visitor's language, the larger of
 * the two counted) stays under 150 KB gzipped; no admin code is among it, and
 * only one language's dictionary is (the other loads when the visitor switches).
 * Run after the build: `npm run budget`.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 150 * 1024;
const dist = fileURLToPath(new URL("../dist/", import.meta.url));
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
console.log(`${checks - failed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
