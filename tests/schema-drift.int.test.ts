// No drift: a database migrated from zero has exactly the schema that prisma/schema describes.
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { startEmbeddedDb, type EmbeddedDb } from "@/scripts/embedded-db";
import { deployMigrations, diffSchemas, readSchema, snapshotPath } from "@/scripts/migrations";

const catalogQueries = {
  columns: `SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
            FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
            ORDER BY table_name, column_name`,
  indexes: `SELECT tablename, indexname, indexdef FROM pg_indexes
            WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY indexname`,
  constraints: `SELECT c.conrelid::regclass::text AS tbl, c.conname, pg_get_constraintdef(c.oid) AS def
                FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
                WHERE n.nspname = 'public' AND c.conrelid::regclass::text <> '"_prisma_migrations"'
                  AND c.conrelid::regclass::text <> '_prisma_migrations'
                ORDER BY tbl, c.conname`,
  enums: `SELECT t.typname, e.enumlabel FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
          ORDER BY t.typname, e.enumsortorder`,
};

async function catalog(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: Record<string, unknown[]> = {};
    for (const [name, sql] of Object.entries(catalogQueries)) out[name] = (await client.query(sql)).rows;
    return out;
  } finally {
    await client.end();
  }
}

describe("migrations", () => {
  let migrated: EmbeddedDb;
  let fromSchema: EmbeddedDb;

  beforeAll(async () => {
    [migrated, fromSchema] = await Promise.all([startEmbeddedDb(null, 0), startEmbeddedDb(null, 0)]);
  });
  afterAll(async () => {
    await Promise.all([migrated?.stop(), fromSchema?.stop()]);
  });

  it("build a database identical to prisma/schema", async () => {
    const applied = await deployMigrations(migrated.url);
    expect(applied.length).toBeGreaterThan(0);
    expect(await deployMigrations(migrated.url)).toEqual([]); // a second deploy applies nothing

    const sql = await diffSchemas(fromSchema.url, null, await readSchema());
    const client = new pg.Client({ connectionString: fromSchema.url });
    await client.connect();
    await client.query(sql);
    await client.end();

    const [a, b] = await Promise.all([catalog(migrated.url), catalog(fromSchema.url)]);
    expect(a.columns!.length).toBeGreaterThan(50);
    expect(a).toEqual(b);
  });

  it("keep the snapshot the next migration is diffed from in step with prisma/schema", async () => {
    const sql = await diffSchemas(migrated.url, await readFile(snapshotPath, "utf8"), await readSchema());
    expect(sql.replace(/--.*$/gm, "").trim()).toBe("");
  });
});
