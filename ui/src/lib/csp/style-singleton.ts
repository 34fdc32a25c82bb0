/**
 * The `react-style-singleton` API (used by Radix dialogs and selects, through
 * react-remove-scroll, to lock the page's scroll while one is open), without `<style>`
 * elements: the server's Content-Security-Policy is `style-src 'self'`, which blocks any
 * style element the page makes. Constructed style sheets (`document.adoptedStyleSheets`)
 * are CSSOM, which the policy allows. vite.config.ts puts this module in the library's place.
 *
 * Same contract as the library: the styles are added when the first user mounts and removed
 * when the last one unmounts.
 */
import { useEffect } from "react";

type Sheet = { add: (css: string) => void; remove: () => void };

/** Whether this browser can adopt constructed style sheets (every current one can). */
function canAdopt(): boolean {
  return (
    typeof document !== "undefined" &&
    "adoptedStyleSheets" in document &&
    typeof CSSStyleSheet !== "undefined" &&
    "replaceSync" in CSSStyleSheet.prototype
  );
}

/** One shared sheet, counted by its users. */
export function stylesheetSingleton(): Sheet {
  let users = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(css) {
      if (users === 0 && canAdopt()) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      users += 1;
    },
    remove() {
      users -= 1;
      if (users === 0 && sheet) {
        const gone = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== gone);
        sheet = null;
      }
    },
  };
}

/** A hook that keeps `styles` in the shared sheet while the component is mounted. */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  return (styles, isDynamic) => {
    useEffect(
      () => {
        sheet.add(styles);
        return () => sheet.remove();
      },
      // The library's own dependency: restyle only when the styles are marked dynamic.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [styles && isDynamic],
    );
  };
}

/** A component that keeps `styles` in the shared sheet while it is mounted. */
export function styleSingleton(): (props: { styles: string; dynamic?: boolean }) => null {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }) {
    useStyle(styles, dynamic);
    return null;
  };
}
