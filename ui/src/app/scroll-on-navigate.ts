import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A link to another page opens it at its top, as on any website. Back and
 * Forward are left to the browser, which returns the reader to where they
 * were; a change of query string alone (a tab kept in `?tab=`) does not move
 * the page.
 */
export function useScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
