import type { IncomingMessage, ServerResponse } from "node:http";

export function tagAndLog(req: IncomingMessage, res: ServerResponse, write?: (line: string) => void): void;
