// The embedded PostgreSQL used when DATABASE_URL is unset: PGlite behind pglite-socket, on 127.0.0.1 only.
import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export type EmbeddedDb = { url: string; stop: () => Promise<void> };

/** `dataDir` null keeps everything in memory (tests); port 0 picks a free one. */
export async function startEmbeddedDb(dataDir: string | null, port: number): Promise<EmbeddedDb> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ?? "memory://", { extensions: { btree_gin, citext, pg_trgm } });
  const server = new PGLiteSocketServer({ db: pg, host: "127.0.0.1", port, maxConnections: 50 });
  await server.start();
  const address = server.getServerConn();
  const url = `postgresql://postgres:postgres@${address}/postgres?sslmode=disable`;
  return {
    url,
    stop: async () => {
      await server.stop();
      await pg.close();
    },
  };
}
