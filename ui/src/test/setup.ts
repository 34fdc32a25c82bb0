import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import "./setup-dictionaries";

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.lang = "en";
});

// jsdom has no layout; a new page scrolls to its top on every navigation.
window.scrollTo = () => undefined;
