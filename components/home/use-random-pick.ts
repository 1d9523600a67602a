"use client";

import { useSyncExternalStore } from "react";

// One random number per page load in the browser. The server (and the first, hydrating render) have none,
// so the HTML is the same for every visitor and can be cached; the pick happens after hydration.
const browserSeed = typeof window === "undefined" ? 0 : Math.random();
const subscribe = () => () => {};

/** A random index below `count`, chosen in the browser; null while rendering on the server and hydrating. */
export function useRandomIndex(count: number): number | null {
  const seed = useSyncExternalStore(
    subscribe,
    () => browserSeed,
    () => null,
  );
  return seed === null || count === 0 ? null : Math.floor(seed * count);
}
