// What Next's own server does before loading anything of Next (tests/helpers/proxy-match.ts says why).
import { AsyncLocalStorage } from "node:async_hooks";

const scope = globalThis as { AsyncLocalStorage?: unknown };
scope.AsyncLocalStorage ??= AsyncLocalStorage;
