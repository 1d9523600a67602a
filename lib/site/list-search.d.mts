export const listParams: Record<"/jobs" | "/events" | "/gigs" | "/startups", string[]>;
export function listSearchPath(pathname: string, query: URLSearchParams): string | null;
export function listViewPath(pathname: string, query: URLSearchParams): string | null;
export function viewParams(view: string): Record<string, string | string[]>;
export function listOfSearchRoute(
  pathname: string,
): { list: "/jobs" | "/events" | "/gigs" | "/startups"; view: string } | null;
