import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestState } from "../lib/request-state.mjs";

export function tagAndLog(
  req: IncomingMessage,
  res: ServerResponse,
  state: RequestState,
  write?: (line: string) => void,
): void;
