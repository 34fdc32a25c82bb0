/**
 * Checks the built app against the public site's budget: the JavaScript a
 * first visit downloads (the entry script and what index.html preloads) stays
 * under 150 KB gzipped, and no admin code is among it. Run after the build:
 * `npm run budget`.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 150 * 1024;
const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const html = readFileSync(`${dist}index.html`, "utf8");
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
  (match) => match[1] as string,
);

let failed = 0;
const total = initial.reduce(
  (sum, file) => sum + gzipSync(readFileSync(dist + file), { level: 9 }).length,
  0,
);
console.log(`initial JavaScript: ${initial.length} files, ${(total / 1024).toFixed(1)} KB gzipped`);
if (initial.length === 0 || total > BUDGET_BYTES) {
  failed += 1;
  console.log(`not ok - initial JavaScript over ${BUDGET_BYTES / 1024} KB (or none found)`);
}
const adminInInitial = initial.filter((file) => /admin/i.test(file));
if (adminInInitial.length > 0) {
  failed += 1;
  console.log(`not ok - admin code in the first download: ${adminInInitial.join(", ")}`);
}
console.log(`${2 - failed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
