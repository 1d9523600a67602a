"use client";

import { useEffect } from "react";

const reset = () =>
  document.querySelectorAll<HTMLFormElement>("form[data-url-state]").forEach((form) => form.reset());

/**
 * Puts a list's search box and filters (forms marked `data-url-state`, drawn by the server from the URL) back to
 * what the page's URL says when the browser shows the page again from its history: restored from the back/forward
 * cache (as it was left: with the words typed and the boxes ticked before the search was sent), or loaded again by
 * Back or Forward. Without JavaScript their autocomplete="off" keeps the browser from restoring typed values.
 */
export function UrlFormReset() {
  useEffect(() => {
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    if (entry?.type === "back_forward") reset();
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);
  return null;
}
