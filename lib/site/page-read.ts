// How a page reads the database without failing as a whole: the read's result, or a marker the page turns into
// its error state. One helper for pages rendered per request, one for pages cached and regenerated in the
// background (`export const revalidate`).
import { connection } from "next/server";
import { cache } from "react";
import { logFailure } from "@/lib/log";

/** One render's state (React's cache lasts a request on the server). */
const renderState = cache(() => ({ firstRenderedOnVisit: false, failed: false }));

/** A page rendered into the page cache on its first visit (a list's view) says so before it reads. */
export function renderedOnFirstVisit(): void {
  renderState().firstRenderedOnVisit = true;
}

/** Whether a read of this render failed (its page then shows an error state that must not be cached). */
export function aReadFailed(): boolean {
  return renderState().failed;
}

/** A page's read: its result, or "error" (logged under `label`) when it failed. */
export async function readOrError<T>(label: string, read: () => Promise<T>): Promise<T | "error"> {
  try {
    return await read();
  } catch (error) {
    logFailure("page_read_failed", error, { label });
    return "error";
  }
}

/**
 * Runs a cached page's read. When it fails, the error is logged and the render opts out of caching
 * (`connection()`): at build time the page is then rendered per request, and during a background regeneration
 * Next keeps serving the last good page instead of caching an error. A request-time render gets null and shows
 * the page's error state. A page rendered on its first visit cannot opt out so (Next would answer its error page):
 * it shows its error state and marks it, and the page cache does not keep it (lib/site/failed-render.mjs).
 */
export async function readForCachedPage<T>(label: string, read: () => Promise<T>): Promise<T | null> {
  const result = await readOrError(label, read);
  if (result !== "error") return result;
  const state = renderState();
  state.failed = true;
  if (!state.firstRenderedOnVisit) await connection();
  return null;
}
