// The shared cache store (Redis) for scripts/cluster.sh: `ping` answers whether REDIS_URL is reachable (exit 0 or 1);
// `drop <prefix>` deletes every key under `<prefix>:` (a run's own pages, data and tag times).
import { createClient } from "@redis/client";

const [command, prefix] = process.argv.slice(2);
const client = createClient({
  url: process.env.REDIS_URL,
  socket: { connectTimeout: 2000, reconnectStrategy: false },
});
client.on("error", () => {});

try {
  await client.connect();
  if (command === "drop" && prefix) {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) {
      if (keys.length > 0) await client.del(keys);
    }
  } else if (command !== "ping") {
    throw new Error("usage: cache-store.mjs ping | drop <prefix>");
  }
  client.destroy();
} catch (error) {
  console.error(`cache store at ${process.env.REDIS_URL}: ${error.message}`);
  process.exitCode = 1;
  if (client.isOpen) client.destroy();
}
