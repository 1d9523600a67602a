// Offline migrations: Prisma's own schema engine compiled to WebAssembly, driven through the pg adapter.
// The Prisma CLI would download a native engine, which these machines cannot reach (see README).
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as glue from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { DiffTarget, SchemaEngine } from "@prisma/schema-engine-wasm";

export const root = path.resolve(import.meta.dirname, "..");
/** The data model, one file per area; the engine reads them joined. */
export const schemaDir = path.join(root, "prisma/schema");
export const migrationsDir = path.join(root, "prisma/migrations");
/** The schema as of the last migration: new migrations are the diff from it. */
export const snapshotPath = path.join(migrationsDir, "schema.snapshot.prisma");

/** The whole data model as one text (the files of prisma/schema in name order). */
export async function readSchema(): Promise<string> {
  const names = (await readdir(schemaDir)).filter((name) => name.endsWith(".prisma")).sort();
  const files = await Promise.all(names.map((name) => readFile(path.join(schemaDir, name), "utf8")));
  return files.join("\n");
}

const noFilter = { externalTables: [], externalEnums: [] };

// The package is built for bundlers (`import * as wasm from "./x.wasm"`); Node instantiates it by hand.
let loaded: Promise<typeof SchemaEngine> | undefined;
function loadEngine(): Promise<typeof SchemaEngine> {
  loaded ??= (async () => {
    const wasmPath = path.join(root, "node_modules/@prisma/schema-engine-wasm/schema_engine_bg.wasm");
    const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
      "./schema_engine_bg.js": glue as unknown as WebAssembly.ModuleImports,
    });
    const exports = instance.exports as { __wbindgen_start?: () => void };
    (glue as unknown as { __wbg_set_wasm: (w: unknown) => void }).__wbg_set_wasm(exports);
    exports.__wbindgen_start?.();
    return (glue as unknown as { SchemaEngine: typeof SchemaEngine }).SchemaEngine;
  })();
  return loaded;
}

export async function withEngine<T>(
  connectionString: string,
  fn: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  // Our own pool, ended when the engine is done: an idle session left open would keep the database from being
  // copied (CREATE DATABASE … TEMPLATE, tests/helpers/worker-databases.ts) or dropped while the caller runs.
  const pool = new pg.Pool({ connectionString });
  try {
    const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg(pool));
    const schema = await readSchema();
    const Engine = await loadEngine();
    const engine = await Engine.new({ datamodels: [["schema.prisma", schema]] }, () => {}, adapter);
    try {
      return await fn(engine);
    } finally {
      engine.free();
    }
  } finally {
    await pool.end();
  }
}

export async function listMigrations() {
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  const lock = await readFile(lockPath, "utf8").catch(() => null);
  const entries = await readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const dirs = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = await Promise.all(
    dirs.map(async (name) => {
      const content = await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8")
        .then((value) => ({ tag: "ok" as const, value }))
        .catch((e: Error) => ({ tag: "error" as const, value: e.message }));
      return { path: name, migrationFile: { path: "migration.sql", content } };
    }),
  );
  return {
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: lock },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

/** Applies every migration not yet recorded in `_prisma_migrations`; answers the names applied. */
export async function deployMigrations(connectionString: string): Promise<string[]> {
  const migrationsList = await listMigrations();
  return withEngine(connectionString, async (engine) => {
    const out = await engine.applyMigrations({ migrationsList, filters: noFilter });
    return out.appliedMigrationNames;
  });
}

/** SQL that takes a database from `fromSchema` (or nothing) to `toSchema`. */
export async function diffSchemas(
  connectionString: string,
  fromSchema: string | null,
  toSchema: string,
): Promise<string> {
  return withEngine(connectionString, async (engine) => {
    const from: DiffTarget =
      fromSchema === null
        ? { tag: "empty" }
        : { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: fromSchema }] };
    const result = await engine.diff({
      from,
      to: { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: toSchema }] },
      script: true,
      exitCode: null,
      filters: noFilter,
    });
    return result.stdout ?? "";
  });
}

/** The job queue's own schema (lib/queue/client.ts QUEUE_SCHEMA), which pg-boss creates as it starts. */
export const QUEUE_SCHEMA = "pgboss";

/** Drops every table, type and function of the public schema, and the job queue's schema with its jobs. */
export async function resetDatabase(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${QUEUE_SCHEMA} CASCADE`);
  } finally {
    await client.end();
  }
  await withEngine(connectionString, (engine) => engine.reset({ filter: noFilter }));
}
