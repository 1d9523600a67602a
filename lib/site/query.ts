// A page's search params as Next gives them, and the few ways pages read and write them: one value, a page
// number, a link with only the params that have a value.

export type QueryParams = Record<string, string | string[] | undefined>;

/** The one value of a search param (a repeated one is ignored). */
export const one = (v: string | string[] | undefined): string | undefined =>
  typeof v === "string" ? v : undefined;

/** `?page=`, a whole number from 1 (anything else is page 1). */
export const pageOf = (params: QueryParams): number =>
  Math.max(1, Number.parseInt(one(params.page) ?? "1", 10) || 1);

/** The params that have one value ("", undefined and repeated ones left out). */
export const present = (params: QueryParams): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params).flatMap(([k, v]) => (typeof v === "string" && v ? [[k, v]] : [])),
  );

/** `path?query` with only the params that have a value. */
export function withQuery(path: string, params: QueryParams): string {
  const query = new URLSearchParams(present(params)).toString();
  return query ? `${path}?${query}` : path;
}
