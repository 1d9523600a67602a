export const listParams: Record<"/jobs" | "/events" | "/gigs" | "/startups", string[]>;
export function listSearchPath(pathname: string, query: URLSearchParams): string | null;
export function listOfSearchRoute(pathname: string): "/jobs" | "/events" | "/gigs" | "/startups" | null;
