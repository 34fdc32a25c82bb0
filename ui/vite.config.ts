/// <reference types="vitest/config" />
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, runnerImport, type Plugin } from "vite";

const src = fileURLToPath(new URL("./src", import.meta.url));

/**
 * Writes the app's first render (top bar, loading area, footer) into the built
 * `index.html`, so a phone paints the page frame before the JavaScript has
 * arrived. The markup comes from the app's own components (src/app/first-paint.tsx).
 */
function firstPaint(): Plugin {
  const root = '<div id="root"></div>';
  return {
    name: "tournament-hub:first-paint",
    apply: "build",
    async transformIndexHtml(html) {
      if (!html.includes(root)) throw new Error(`index.html lacks ${root}`);
      const { module } = await runnerImport<{ firstPaintMarkup: () => string }>("./src/app/first-paint.tsx", {
        configFile: false,
        logLevel: "error",
        resolve: { alias: { "@": src } },
      });
      return html.replace(root, `<div id="root">${module.firstPaintMarkup()}</div>`);
    },
  };
}

/** The script that chooses the page's language before its first paint, and where it lives. */
const LANGUAGE_SCRIPT = "src/lib/i18n/choose-language.js";

/**
 * Puts `choose-language.js` first in index.html's head, as a blocking script file: the
 * Content-Security-Policy allows no inline script, and the language must be set before the
 * first paint. In the build it is a hashed file under `assets/` (cached for a year like the
 * others), and its tag names each language's dictionary chunk (`data-en`, `data-es`) so the
 * script can preload the chosen one. The dictionaries are found by their module.
 */
function languageScript(): Plugin[] {
  const tag = (src: string, dictionaries = "") => `<script src="${src}"${dictionaries}></script>`;
  const afterCharset = (html: string, script: string) => {
    const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
    if (!charset) throw new Error("index.html lacks <meta charset>");
    const end = charset.index + charset[0].length;
    return `${html.slice(0, end)}\n    ${script}${html.slice(end)}`;
  };
  return [
    {
      name: "tournament-hub:language-script-dev",
      apply: "serve",
      transformIndexHtml: (html) => afterCharset(html, tag(`/${LANGUAGE_SCRIPT}`)),
    },
    {
      name: "tournament-hub:language-script",
      apply: "build",
      // After Vite's own HTML plugin, so index.html is in the bundle.
      enforce: "post",
      generateBundle(_, bundle) {
        const page = bundle["index.html"];
        if (!page || page.type !== "asset") throw new Error("the bundle lacks index.html");
        const dictionaries = ["en", "es"].map((locale) => {
          const chunk = Object.values(bundle).find(
            (file) => file.type === "chunk" && file.facadeModuleId?.endsWith(`/src/lib/i18n/${locale}.ts`),
          );
          if (!chunk) throw new Error(`no chunk holds the ${locale} dictionary`);
          return ` data-${locale}="/${chunk.fileName}"`;
        });
        const source = readFileSync(fileURLToPath(new URL(LANGUAGE_SCRIPT, import.meta.url)), "utf8");
        const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
        const fileName = `assets/choose-language-${hash}.js`;
        this.emitFile({ type: "asset", fileName, source });
        page.source = afterCharset(String(page.source), tag(`/${fileName}`, dictionaries.join("")));
      },
    },
  ];
}

/** The service worker's source: a template whose file list and version the build fills in. */
const SERVICE_WORKER = "src/sw/service-worker.js";

/**
 * Writes `sw.js` at the root of the build from `src/sw/service-worker.js`: the app shell
 * it stores for offline use (index.html as `/`, every hashed script and stylesheet of this
 * build, the manifest in each language and icons) and a version that changes with them, so that each new
 * build installs a new worker, which replaces the old one and its cache.
 */
function serviceWorker(): Plugin {
  return {
    name: "tournament-hub:service-worker",
    apply: "build",
    enforce: "post",
    generateBundle(_, bundle) {
      const built = Object.keys(bundle)
        .filter((name) => /^assets\/.+\.(js|css)$/.test(name))
        .map((name) => `/${name}`);
      // The manifest in each language, as the page names it (`?lang=`, served by the server).
      const manifests = ["en", "es"].map((locale) => `/manifest.webmanifest?lang=${locale}`);
      const shell = ["/", ...manifests, "/favicon.svg", "/icons/icon-192.png", ...built].sort();
      const template = readFileSync(fileURLToPath(new URL(SERVICE_WORKER, import.meta.url)), "utf8");
      const version = createHash("sha256")
        .update(template)
        .update(shell.join("\n"))
        .digest("base64url")
        .slice(0, 12);
      const source = template
        .replace('"__VERSION__"', JSON.stringify(version))
        .replace("__PRECACHE__", JSON.stringify(shell));
      if (source.includes("__PRECACHE__") || source.includes("__VERSION__")) {
        throw new Error(`${SERVICE_WORKER} lacks its markers`);
      }
      this.emitFile({ type: "asset", fileName: "sw.js", source });
    },
  };
}

/** The app's entry. */
const ENTRY = fileURLToPath(new URL("src/main.tsx", import.meta.url));

/**
 * The public pages: the app's entry and the screens a visitor opens (src/app/routes.tsx),
 * with the bracket, which the tournament page loads at once.
 */
const PUBLIC_PAGES = [
  ENTRY,
  ...[
    "src/app/hub-page.tsx",
    "src/features/tournaments/components/tournament-page.tsx",
    "src/features/tournaments/components/bracket/bracket-view.tsx",
    "src/features/players/components/rankings-page.tsx",
    "src/features/players/components/player-page.tsx",
    "src/features/players/components/head-to-head-page.tsx",
    "src/features/rules/components/rules-page.tsx",
  ].map((page) => fileURLToPath(new URL(page, import.meta.url))),
];

/** The modules that two or more public pages import statically, found once the module graph is built. */
const sharedByPublicPages = new Set<string>();

/** The modules the app's entry imports statically: what every visit runs before its page. */
const startUp = new Set<string>();

/** The modules `start` imports statically, directly or through others. */
function staticGraph(start: string, moduleInfo: (id: string) => { importedIds: readonly string[] } | null) {
  const seen = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    const module = moduleInfo(id);
    if (!module) throw new Error(`the build lacks ${id}`);
    seen.add(id);
    pending.push(...module.importedIds);
  }
  return seen;
}

/**
 * Finds `sharedByPublicPages` and `startUp`. The bundle puts the shared modules in two chunks
 * (`build.rolldownOptions`) instead of dozens of small ones (an icon, a query key) that a phone
 * would fetch one by one before the page can show: `public`, what the entry needs too, which
 * index.html preloads, and `pages`, what only the pages share, which comes with the first page
 * that needs it, beside that page's own chunk. What a page loads on demand (a dialog, the admin
 * console) is not imported statically, so it stays out of both.
 */
function publicGraph(): Plugin {
  return {
    name: "tournament-hub:public-graph",
    apply: "build",
    buildEnd() {
      const moduleInfo = (id: string) => this.getModuleInfo(id);
      const pagesUsing = new Map<string, number>();
      for (const page of PUBLIC_PAGES) {
        for (const id of staticGraph(page, moduleInfo)) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
      }
      sharedByPublicPages.clear();
      for (const [id, pages] of pagesUsing) if (pages >= 2) sharedByPublicPages.add(id);
      startUp.clear();
      for (const id of staticGraph(ENTRY, moduleInfo)) startUp.add(id);
    },
  };
}

/**
 * The tests that need no page: the pure rules of the `model/` folders (README "Shape") and the
 * check of the layers' boundaries, which runs ESLint. They run in Node, sparing each file the
 * start of a jsdom page (about a second of CPU); the others run in jsdom.
 */
const NODE_TESTS = ["src/**/model/**/*.test.ts", "src/test/boundaries.test.ts"];

// The Rust server serves both the API and the rules text; in development Vite
// forwards those paths to it so the app talks to one origin, as in production.
const server = process.env.TOURNAMENT_HUB_DEV_API ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react(), tailwindcss(), firstPaint(), languageScript(), serviceWorker(), publicGraph()],
  resolve: {
    alias: {
      "@": src,
      // Radix's scroll lock injects <style> elements, which `style-src 'self'` blocks; this
      // stand-in adopts constructed style sheets instead (src/lib/csp/style-singleton.ts).
      "react-style-singleton": fileURLToPath(new URL("./src/lib/csp/style-singleton.ts", import.meta.url)),
    },
  },
  server: {
    // The rules text lives in the repository's assets folder, shared with the server; a unit
    // test reads the API document's list of error codes.
    fs: { allow: [".", "../assets", "../docs"] },
    proxy: {
      "/api": { target: server, changeOrigin: false },
      "/tournament-rules.txt": { target: server, changeOrigin: false },
    },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "public", test: (id) => sharedByPublicPages.has(id) && startUp.has(id) },
            { name: "pages", test: (id) => sharedByPublicPages.has(id) && !startUp.has(id) },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    css: false,
    // Component tests click through whole dialogs; on a busy two-core CI machine one can
    // take several seconds, which is not a failure of the code under test.
    testTimeout: 20_000,
    // Vitest's default keeps one core for its own process, which on a two-core machine runs
    // the files one at a time; that process is nearly idle once the files are transformed.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          setupFiles: ["./src/test/fresh-page.ts", "./src/test/setup.ts"],
          // One jsdom page per worker, not per file: a fresh page and fresh imports for each
          // file cost more than half the tests' CPU time. Each file still starts clean
          // (src/test/fresh-page.ts).
          isolate: false,
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: NODE_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          setupFiles: ["./src/test/setup-dictionaries.ts"],
          include: NODE_TESTS,
        },
      },
    ],
  },
});
