// The list pages' default views (/jobs, /events, /gigs, /startups) are cached pages; with a search, a filter or a
// page number they are rendered per request by their /search route, the visitor's URL staying /jobs?q=…. proxy.ts
// rewrites such a request there, on every host (its matchers name each list parameter, so Next runs the proxy only
// for a list request that has one: a default view never goes through it).
// The filters' names are lib/<kind>/schema.ts's (jobFilterFields, …; tests/list-search.test.ts checks them).
// Plain JS (types in list-search.d.mts), as the other modules of lib/site that Next's configuration may read.

/** Each list's parameters, by its path. */
export const listParams = {
  "/jobs": ["q", "type", "page", "city", "mode", "experience", "salaryMin", "salaryMax", "skills"],
  "/events": ["q", "page", "type", "when", "city", "range", "from", "to"],
  "/gigs": ["q", "category", "budgetMin", "budgetMax", "duration", "skills"],
  "/startups": ["q", "industry", "stage", "city", "hiring"],
};

/**
 * The /search route that renders `pathname` with `query`, or null for its default view: when the path is a list's
 * and the query names one of that list's parameters with a value (as Next's `has` query condition reads it: `?q=`
 * alone is the default view; a repeated parameter counts whatever its values).
 * @param {string} pathname
 * @param {URLSearchParams} query
 * @returns {string | null}
 */
export function listSearchPath(pathname, query) {
  const keys = listParams[/** @type {keyof typeof listParams} */ (pathname)];
  if (!keys) return null;
  return keys.some((key) => query.getAll(key).length > 1 || query.get(key)) ? `${pathname}/search` : null;
}

/**
 * The list whose /search route `pathname` is ("/jobs" for "/jobs/search"), or null. A request for that address
 * itself (not one proxy.ts rewrote there) is sent to the list's own URL.
 * @param {string} pathname
 * @returns {keyof typeof listParams | null}
 */
export function listOfSearchRoute(pathname) {
  const list = pathname.endsWith("/search") ? pathname.slice(0, -"/search".length) : "";
  return list in listParams ? /** @type {keyof typeof listParams} */ (list) : null;
}
