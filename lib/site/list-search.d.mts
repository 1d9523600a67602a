import type { IncomingMessage } from "node:http";

export const LIST_SEARCH_HEADER: string;
export const listParams: Record<"/jobs" | "/events" | "/gigs" | "/startups", string[]>;
export const listSearchRewrite: {
  source: string;
  has: { type: "header"; key: string }[];
  destination: string;
};
export function markListSearch(req: IncomingMessage): void;
