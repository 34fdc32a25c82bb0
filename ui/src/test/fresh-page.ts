import { vi } from "vitest";

// The component tests share one jsdom page per worker (`isolate: false` in vite.config.ts:
// a fresh page and fresh imports for each file cost most of the tests' CPU time). Each file
// still starts as if alone: the app's own modules are evaluated again (React and the other
// packages are kept), and the page holds nothing another file left behind.
vi.resetModules();
document.head.replaceChildren();
document.body.replaceChildren();
document.documentElement.lang = "en";
document.documentElement.removeAttribute("class");
document.documentElement.removeAttribute("style");
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, "", "/");
// A file that stands in for a module with `vi.mock` takes it back with `vi.doUnmock` in its
// `afterAll`, as add-player-dialog.test.tsx does; `src/test/boundaries.test.ts` checks that.
