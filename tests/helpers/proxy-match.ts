// Whether Next runs proxy.ts for a URL, by Next's own matcher logic (each matcher tried on the path and on its
// decoded form): next/experimental/testing/server.
// Import this first in a test file, before next/server. That module loads Next's server environment, which puts
// AsyncLocalStorage on globalThis and wraps console.* in the request-scope storage. Next creates that storage when
// next/server is first loaded: without AsyncLocalStorage on globalThis by then, it is a stand-in that throws when
// used, and every console call after the wrap would throw. ./next-async-storage puts it there first.
import "./next-async-storage";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";

type MatcherConfig = Parameters<typeof unstable_doesMiddlewareMatch>[0]["config"];

/** `path` as the request line has it (with its query, if any). */
export function proxyRunsOn(config: MatcherConfig, path: string): boolean {
  return unstable_doesMiddlewareMatch({ config, url: `http://localhost${path}` });
}
