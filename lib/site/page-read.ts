// How a page reads the database without failing as a whole: the read's result, or a marker the page turns into
// its error state. One helper for pages rendered per request, one for pages cached and regenerated in the
// background (`export const revalidate`).
import { connection } from "next/server";
import { logFailure } from "@/lib/log";

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
 * the page's error state.
 */
export async function readForCachedPage<T>(label: string, read: () => Promise<T>): Promise<T | null> {
  const result = await readOrError(label, read);
  if (result !== "error") return result;
  await connection();
  return null;
}
