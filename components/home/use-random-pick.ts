"use client";

import { useSyncExternalStore } from "react";

// One random number per page load in the browser. The server (and the first, hydrating render) use 0,
// so the HTML is the same for every visitor and can be cached; the pick happens after hydration.
const browserSeed = typeof window === "undefined" ? 0 : Math.random();
const subscribe = () => () => {};

/** A random item of `items`, chosen in the browser; the first item while rendering on the server. */
export function useRandomPick<T>(items: readonly T[]): T | undefined {
  const seed = useSyncExternalStore(
    subscribe,
    () => browserSeed,
    () => 0,
  );
  return items[Math.floor(seed * items.length)];
}
