// A database the test can switch off and on under a running server: a TCP relay in front of a scratch
// database of its own (beside DATABASE_URL's, else an embedded one in memory), migrated and seeded.
// Off: the relay stops listening and cuts every open connection (the server sees "connection refused", as with
// a database that is down); on: it listens on the same port again.
import net from "node:net";
import { runSeed } from "../../prisma/seed";
import { openDatabase, type Database } from "../../scripts/database-url";
import { deployMigrations } from "../../scripts/migrations";

export type SwitchableDatabase = {
  /** The connection string the server is given (through the relay). */
  url: string;
  embedded: boolean;
  on: () => Promise<void>;
  off: () => Promise<void>;
  close: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function switchableDatabase(): Promise<SwitchableDatabase> {
  const database: Database = await openDatabase({ scratch: true });
  await deployMigrations(database.url);
  await runSeed(database.url);
  const target = new URL(database.url);
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  const url = new URL(database.url);
  url.port = String(port);

  const on = () =>
    new Promise<void>((resolve, reject) => {
      relay.once("error", reject);
      relay.listen(port, "127.0.0.1", () => {
        relay.off("error", reject);
        resolve();
      });
    });
  const off = async () => {
    const closed = new Promise((resolve) => relay.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url: url.toString(),
    embedded: !!database.embedded,
    on,
    off: () => (relay.listening ? off() : Promise.resolve()),
    close: async () => {
      if (relay.listening) await off();
      await database.close();
    },
  };
}
