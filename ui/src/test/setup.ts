import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import "./setup-dictionaries";

// `findBy…` and `waitFor` wait up to 5 s (1 s by default) for what a test expects: on a busy
// machine a dialog's first render alone can take longer than a second. What never comes still
// fails, only later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.lang = "en";
});

// jsdom has no layout; a new page scrolls to its top on every navigation.
window.scrollTo = () => undefined;
