/// <reference types="vitest/config" />
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

// The Rust server serves both the API and the rules text; in development Vite
// forwards those paths to it so the app talks to one origin, as in production.
const server = process.env.TOURNAMENT_HUB_DEV_API ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react(), tailwindcss(), firstPaint()],
  resolve: {
    alias: { "@": src },
  },
  server: {
    // The rules text lives in the repository's assets folder, shared with the server.
    fs: { allow: [".", "../assets"] },
    proxy: {
      "/api": { target: server, changeOrigin: false },
      "/tournament-rules.txt": { target: server, changeOrigin: false },
    },
  },
  build: {
    target: "es2022",
    sourcemap: false,
  },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}"],
    css: false,
    // Component tests click through whole dialogs; on a busy two-core CI machine one can
    // take several seconds, which is not a failure of the code under test.
    testTimeout: 20_000,
  },
});
