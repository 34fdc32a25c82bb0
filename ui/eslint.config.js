import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = fileURLToPath(new URL(".", import.meta.url));

/** The folders in `path` (relative to this file). */
const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Every folder under src/features is a feature, except src/features/admin, the admin console:
// each of its folders is an area of the console (one per tab), a feature of its own. The
// fences are built from the folders, so a new area is fenced in as soon as it exists.
const ADMIN = "admin";
const features = [
  ...folders("./src/features").filter((feature) => feature !== ADMIN),
  ...folders(`./src/features/${ADMIN}`).map((area) => `${ADMIN}/${area}`),
];

const featureRule =
  "A feature imports only its own folder, src/shared, src/components and src/lib (each area " +
  "of the admin console is a feature); move what two features share to src/shared or " +
  "src/components, and compose features in src/app.";
const adminRule = "src/features/admin holds the console's areas only: put a file in one of them.";
const sharedRule = "Shared code (src/shared, src/components, src/lib) never imports a feature or src/app.";
const baseRule = "src/components and src/lib sit below src/shared and never import it.";

/** The UI's layers (README, "Shape"): app -> features -> shared -> components and lib. */
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message: featureRule,
  })),
  { target: `./src/features/${ADMIN}/*`, from: "./src/features", message: adminRule },
  { target: "./src/features", from: "./src/app", message: featureRule },
  {
    target: ["./src/shared", "./src/components", "./src/lib"],
    from: ["./src/features", "./src/app"],
    message: sharedRule,
  },
  { target: ["./src/components", "./src/lib"], from: "./src/shared", message: baseRule },
  { target: "./src/test", from: "./src/features", message: sharedRule },
];

export default tseslint.config(
  { ignores: ["dist", "node_modules", "test-results", "e2e/screenshots"] },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser },
    },
    plugins: {
      "react-hooks": reactHooks,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // Resolves `@/…` through the app's tsconfig, so the zones below see where an import lands.
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".json"],
          tsconfig: { configFile: fileURLToPath(new URL("./tsconfig.app.json", import.meta.url)) },
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: boundaries }],
      // The build groups what two public pages import (`publicGraph` in vite.config.ts): through
      // the icon set's index, every icon the console or a member's screen uses would join them,
      // in the first download.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              allowTypeImports: true,
              message: 'Import each icon from its own file: import Trophy from "lucide-react/icons/trophy".',
            },
          ],
        },
      ],
    },
  },
  {
    files: ["vite.config.ts", "e2e/**/*.ts", "scripts/**/*.ts", "eslint.config.js"],
    languageOptions: { globals: { ...globals.node } },
  },
);
