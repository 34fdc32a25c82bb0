import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layers of README "Shape", as `npm run lint` enforces them (eslint.config.js).
// (`here` keeps Vite from taking `new URL(…, import.meta.url)` for an asset.)
const here = import.meta.url;
const eslint = new ESLint({ cwd: decodeURIComponent(new URL("../../", here).pathname) });

/** The boundary errors ESLint reports for `code` written at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

const uses = (...paths: string[]) =>
  paths.map((path, i) => `import * as m${i} from "${path}";\nexport const v${i} = m${i};\n`).join("");

describe("UI boundaries", { timeout: 60_000 }, () => {
  it("stops a feature from importing another feature", async () => {
    const errors = await boundaryErrors(
      "src/features/league/x.ts",
      uses("@/features/tournaments/components/tournament-page", "../tournaments/model/bracket"),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain("A feature imports only its own folder");
  });

  it("holds for the admin feature too", async () => {
    const errors = await boundaryErrors(
      "src/features/admin/matches/x.tsx",
      uses("@/features/league/actions/league-actions", "@/features/players/components/rankings-page"),
    );
    expect(errors).toHaveLength(2);
  });

  it("fences each area of the admin console in on its own", async () => {
    const errors = await boundaryErrors(
      "src/features/admin/players/x.tsx",
      uses(
        "@/features/admin/tournaments/model/points",
        "../tournaments/test/fixtures",
        "@/features/admin/matches/matches-tab",
        "@/features/admin/fees/model/fee-list",
      ),
    );
    expect(errors).toHaveLength(4);
    expect(errors[0]).toContain("each area of the admin console is a feature");
    const own = uses("@/features/admin/players/model/player-form", "./model/player-list", "@/test/select");
    expect(await boundaryErrors("src/features/admin/players/x.tsx", own)).toEqual([]);
  });

  it("keeps the admin console's folder to its areas", async () => {
    const errors = await boundaryErrors(
      "src/features/admin/x.tsx",
      uses("@/features/admin/players/players-tab", "@/lib/api"),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("holds the console's areas only");
  });

  it("stops a feature from importing the app", async () => {
    expect(await boundaryErrors("src/features/tournaments/x.ts", uses("@/app/routes"))).toHaveLength(1);
  });

  it("lets a feature use its own folder, shared code, components and lib", async () => {
    const errors = await boundaryErrors(
      "src/features/league/x.ts",
      uses(
        "@/lib/api",
        "@/lib/i18n",
        "@/components/empty-state",
        "@/components/ui/button",
        "@/shared/players/api/get-players",
        "@/shared/tournaments/model/stages",
        "./api/get-league-matches",
        "@/features/league/model/new-match",
        "@/test/fixtures",
      ),
    );
    expect(errors).toEqual([]);
  });

  it("lets the app compose features", async () => {
    const errors = await boundaryErrors(
      "src/app/admin/x.tsx",
      uses("@/features/admin/matches/matches-tab", "@/features/league/actions/league-actions"),
    );
    expect(errors).toEqual([]);
  });

  it("stops shared code from importing a feature or the app", async () => {
    const features = uses("@/features/tournaments/components/tournament-page", "@/app/routes");
    expect(await boundaryErrors("src/shared/players/x.ts", features)).toHaveLength(2);
    expect(await boundaryErrors("src/components/x.tsx", features)).toHaveLength(2);
    expect(await boundaryErrors("src/lib/x.ts", features)).toHaveLength(2);
    expect(await boundaryErrors("src/test/x.ts", uses("@/features/league/test/league-server"))).toHaveLength(
      1,
    );
  });

  it("keeps components and lib below shared code", async () => {
    const shared = uses("@/shared/players/api/keys");
    expect(await boundaryErrors("src/components/x.tsx", shared)).toHaveLength(1);
    expect(await boundaryErrors("src/lib/x.ts", shared)).toHaveLength(1);
    expect(await boundaryErrors("src/shared/league/x.ts", shared)).toEqual([]);
  });
});

describe("test files sharing a worker", () => {
  it("take back every module they stand in for", async () => {
    // The component tests run one after another on one page (src/test/fresh-page.ts), and
    // `vi.mock` outlives its file there unless the file undoes it.
    const { readdirSync, readFileSync } = await import("node:fs");
    const root = decodeURIComponent(new URL("../", here).pathname);
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((name) =>
      /\.test\.tsx?$/.test(name),
    );
    expect(files.length).toBeGreaterThan(100);
    const mocked = (text: string) =>
      [...text.matchAll(/vi\.mock\(\s*"([^"]+)"/g)].map((match) => match[1] ?? "");
    const leaking = files.flatMap((name) => {
      const text = readFileSync(root + name, "utf8");
      return mocked(text)
        .filter((path) => !text.includes(`vi.doUnmock("${path}")`))
        .map((path) => `${name}: ${path}`);
    });
    expect(leaking).toEqual([]);
    // (The sample is joined so this file does not match itself.)
    expect(mocked(["vi", 'mock("@/lib/x", () => ({}));'].join("."))).toEqual(["@/lib/x"]);
  });
});
