// Database reads for pages that are cached and regenerated in the background (`export const revalidate`).
import { connection } from "next/server";

/**
 * Runs a page's read. When it fails, the error is logged and the render opts out of caching (`connection()`):
 * at build time the page is then rendered per request, and during a background regeneration Next keeps
 * serving the last good page instead of caching an error. A request-time render gets null and shows the
 * page's error state.
 */
export async function readForCachedPage<T>(label: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    console.error(`[${label}] read failed`, error);
    await connection();
    return null;
  }
}
