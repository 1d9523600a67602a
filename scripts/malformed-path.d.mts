import type { IncomingMessage } from "node:http";

export const MALFORMED_PAGE_PATH: string;
export function isMalformedPath(path: string): boolean;
export function routeMalformedPage(req: IncomingMessage, write?: (line: string) => void): boolean;
