import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { registerDictionary } from "@/lib/i18n";
import { en } from "@/lib/i18n/en";
import { es } from "@/lib/i18n/es";

// The app loads a language's dictionary before its first render; the tests have both at hand.
registerDictionary("en", en);
registerDictionary("es", es);

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.lang = "en";
});

// jsdom has no layout; a new page scrolls to its top on every navigation.
window.scrollTo = () => undefined;
