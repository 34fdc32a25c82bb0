import { lazy, useState, type ComponentType, type ReactNode } from "react";

/** A page whose code is its own chunk, with a way to fetch that code before it is shown. */
export type LazyPage<P> = ((props: P) => ReactNode) & {
  /** Starts fetching the page's code (once); settles when it is in. */
  preload: () => Promise<unknown>;
};

/**
 * Like React's `lazy`, but the page can be fetched ahead (`preload`), and once its code is
 * in it renders at once. The app fetches the first page's code before its first render
 * (`preloadPage`), so that render shows the page itself: it does not suspend, commit the
 * loading status and then wait for React's reveal throttle before the page appears. A
 * download that failed before the page was shown is tried again when it is.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then((page) => ({ default: page })));
  function Page(props: P) {
    // Chosen once per showing, so the page is never mounted again when its code arrives.
    const [Shown] = useState(() => loaded ?? Suspending);
    return <Shown {...props} />;
  }
  return Object.assign(Page, { preload });
}
