import openapiTS, { astToString } from "openapi-typescript";

/** What the generated file starts with; the rest is openapi-typescript's output, untouched. */
const HEADER = `/**
 * The server's API as TypeScript types, generated from ui/openapi.json (which
 * \`tournament-hub openapi\` prints) by \`npm run api:types\`. Do not edit: regenerate.
 * src/lib/wire/index.ts gives the schemas the names the app uses.
 */

`;

/**
 * The TypeScript of an OpenAPI document given as its JSON text. `npm run api:types` writes
 * it and `src/lib/wire/schema.test.ts` compares it with the checked-in file, so both go
 * through this one function and agree to the byte.
 */
export async function openapiTypes(document: string): Promise<string> {
  return HEADER + astToString(await openapiTS(document, { silent: true }));
}
