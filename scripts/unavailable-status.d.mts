import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestState } from "../lib/request-state.mjs";

export function withUnavailableStatus(req: IncomingMessage, res: ServerResponse, state: RequestState): void;
