import type { IncomingMessage, ServerResponse } from "node:http";

export function withUnavailableStatus(req: IncomingMessage, res: ServerResponse, next: () => void): void;
