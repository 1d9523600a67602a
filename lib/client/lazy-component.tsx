"use client";

import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * A component whose code is fetched the first time it is drawn, `fallback` showing meanwhile: React.lazy in a
 * Suspense boundary of its own. This is what next/dynamic does in the App Router, without the 1.2 kB of loader code
 * next/dynamic adds to the first load of every page that uses it. Drawn on the server too (the server waits for it);
 * a component that must not be drawn there is rendered only once the browser wants it (or stays on next/dynamic with
 * `ssr: false`, as the check-in desk's camera does).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
