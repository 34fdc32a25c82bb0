import { expect, it } from "vitest";
import document from "../../../openapi.json?raw";
import { openapiTypes } from "../../../scripts/openapi-types";
import checkedIn from "./schema.ts?raw";

it("is what openapi.json generates", { timeout: 60_000 }, async () => {
  const generated = await openapiTypes(document);
  expect(checkedIn, "src/lib/wire/schema.ts is stale: run `npm run api:types`").toBe(generated);
});
