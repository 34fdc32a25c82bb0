/**
 * Writes src/lib/wire/schema.ts from openapi.json: `npm run api:types`, after the server's
 * document changed (`tournament-hub openapi > ui/openapi.json`).
 */
import { readFile, writeFile } from "node:fs/promises";
import { openapiTypes } from "./openapi-types";

const document = await readFile(new URL("../openapi.json", import.meta.url), "utf8");
const target = new URL("../src/lib/wire/schema.ts", import.meta.url);
await writeFile(target, await openapiTypes(document));
console.log(`wrote ${decodeURIComponent(target.pathname)}`);
