/// <reference types="vitest/config" />
import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The Rust server serves both the API and the rules text; in development Vite
// forwards those paths to it so the app talks to one origin, as in production.
const server = process.env.TOURNAMENT_HUB_DEV_API ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
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
  },
});
