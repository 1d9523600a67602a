// The migration that recomputed the filter columns of rows written before (prisma/migrations/
// *_pay_and_place_facets) holds lib/listings/pay.ts, work-mode.ts and cities.ts in SQL: its functions must read
// every phrasing of the unit tests' tables, and every seeded listing, as the app does on each write.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  cityOf,
  eventCityOf,
  jobCityOf,
  monthlyPayOf,
  rupeeRangeOf,
  workModeOf,
  type RupeeRange,
} from "@/lib/listings/facets";
import { payRows } from "@/lib/listings/pay.rows";
import { placeRows } from "@/lib/listings/place.rows";
import * as data from "@/prisma/seed-data";

const dir = path.join(process.cwd(), "prisma/migrations");
const migration = readdirSync(dir).find((name) => name.endsWith("_pay_and_place_facets"))!;
const sql = readFileSync(path.join(dir, migration, "migration.sql"), "utf8");
const functions = sql.match(/CREATE OR REPLACE FUNCTION[\s\S]*?AS \$\$[\s\S]*?\$\$/g) ?? [];

type Read = {
  pay: number[] | null;
  budget: number[] | null;
  mode: string;
  job: string | null;
  event: string | null;
  city: string | null;
};

/** What the migration's functions read from each text (as a salary, a budget and a location), in order. */
function readInSql(texts: string[]): Promise<Read[]> {
  return db.$transaction(async (tx) => {
    for (const fn of functions) await tx.$executeRawUnsafe(fn);
    return tx.$queryRawUnsafe<Read[]>(
      `SELECT pg_temp.facet_pay(t, true) AS pay, pg_temp.facet_pay(t, false) AS budget,
         pg_temp.facet_work_mode(t) AS mode, pg_temp.facet_job_city(t) AS job,
         pg_temp.facet_event_city(t) AS event, pg_temp.facet_city(t) AS city
       FROM unnest($1::text[]) WITH ORDINALITY AS x(t, i) ORDER BY i`,
      texts,
    );
  });
}

const pair = (range: RupeeRange) => (range ? [range.min, range.max] : null);
const asApp = (text: string): Read => ({
  pay: pair(monthlyPayOf(text)),
  budget: pair(rupeeRangeOf(text)),
  mode: workModeOf(text),
  job: jobCityOf(text),
  event: eventCityOf(text),
  city: cityOf(text),
});

describe("the backfill migration's SQL", () => {
  it("defines the functions the rows are recomputed with", () => {
    expect(functions.length).toBeGreaterThanOrEqual(8);
    // The migration runner splits scripts on every ";" (README): none may sit inside a function or a comment.
    for (const fn of functions) expect(fn).not.toContain(";");
    for (const line of sql.split("\n").filter((l) => l.trimStart().startsWith("--")))
      expect(line).not.toContain(";");
  });

  it("reads every phrasing of the pay and place tables as the app does", async () => {
    const texts = [...payRows.map(([text]) => text), ...placeRows.map(([location]) => location)];
    const read = await readInSql(texts);
    expect(Object.fromEntries(texts.map((t, i) => [t, read[i]]))).toEqual(
      Object.fromEntries(texts.map((t) => [t, asApp(t)])),
    );
  });

  it("reads every seeded salary, budget and location as the app does", async () => {
    const texts = [
      ...data.jobs.flatMap((j) => [j.salary ?? "", j.location]),
      ...data.gigs.map((g) => g.budget),
      ...data.events.map((e) => e.location ?? ""),
      ...data.startups.map((s) => s.location),
    ];
    const read = await readInSql(texts);
    expect(Object.fromEntries(texts.map((t, i) => [t, read[i]]))).toEqual(
      Object.fromEntries(texts.map((t) => [t, asApp(t)])),
    );
  });
});
