import type { IncomingMessage, ServerResponse } from "node:http";

export function withScriptNonce(req: IncomingMessage, res: ServerResponse): void;
