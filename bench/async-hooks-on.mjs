// A preload for a benchmark server: turns on Node's async hooks as the first page Next renders at run time does, so a
// page that was never rendered in its process (the empty page, a static floor) can be measured as it is served by a
// server that has rendered anything (bench/README.md, "Throughput against the floor, measured in turn").
// On Node 20 AsyncLocalStorage carries its store through an async hook: from a storage's first run() on, every
// promise the process makes runs the hook, for the life of the process. Next's first render at run time (a page
// regenerated after its revalidate time, any dynamic page or route handler) runs four of its storages.
// Usage: NODE_OPTIONS="--import $PWD/bench/async-hooks-on.mjs" ../shared/bench/server-throughput.sh DIR PATH
import { AsyncLocalStorage } from "node:async_hooks";

// Node keeps every storage that has run in its own list (and the hook on) until the storage's disable().
const STORAGES = 4;
for (let i = 0; i < STORAGES; i++) new AsyncLocalStorage().run(i, () => {});
