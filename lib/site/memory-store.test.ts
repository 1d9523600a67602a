// This process's page store (lib/site/memory-store.mjs): sized by the bytes it holds, a list's views in a budget of
// their own, tags read as the package's handler reads them.
import { describe, expect, it } from "vitest";
import { createMemoryStore, entryBytes, isListViewKey, routePath } from "@/lib/site/memory-store.mjs";

const route = (path: string) => `/route-cache/APP_PAGE/${"ab".repeat(32)}/$${path}`;

function pageEntry(html: string, tags: string[] = [], lastModified = 1_000) {
  return {
    lastModified,
    tags,
    value: {
      kind: "APP_PAGE",
      html,
      rscData: Buffer.alloc(4_000, 200),
      segmentData: new Map([["/_tree", Buffer.alloc(1_000, 200)]]),
      headers: { "x-next-cache-tags": tags.join(",") },
      status: 200,
    },
  };
}

const none = { implicitTags: [] as string[] };

describe("what a key names", () => {
  it("reads the page's path from a route's key, and nothing from any other key", () => {
    expect(routePath(route("/en/jobs"))).toBe("/en/jobs");
    expect(routePath("/jobs")).toBeUndefined();
    expect(routePath(`/route-cache/APP_PAGE/${"ab".repeat(31)}/$/en/jobs`)).toBeUndefined();
  });

  it("tells a list's view from the list and from other pages", () => {
    expect(isListViewKey(route("/en/jobs/search/cT1ydXN0"))).toBe(true);
    expect(isListViewKey(route("/hi/events/search/d2hlbj1wYXN0"))).toBe(true);
    expect(isListViewKey(route("/en/jobs"))).toBe(false);
    expect(isListViewKey(route("/en/jobs/search"))).toBe(false);
    expect(isListViewKey(route("/en/job/search/cT1ydXN0"))).toBe(false);
    expect(isListViewKey(route("/en/jobs/search/a/b"))).toBe(false);
    expect(isListViewKey("/en/jobs/search/cT1ydXN0")).toBe(false);
  });
});

describe("an entry's size", () => {
  it("is the bytes of its strings and buffers, not their JSON", () => {
    const entry = pageEntry("x".repeat(10_000), ["/jobs"]);
    const bytes = entryBytes(entry);
    // The HTML, the RSC payload and the segment, and a little for the names and numbers around them.
    expect(bytes).toBeGreaterThanOrEqual(15_000);
    expect(bytes).toBeLessThan(15_400);
    // JSON spells each byte of a buffer as a number and leaves a Map out: the package's sizing counted the RSC
    // payload four times (each byte "200,") and the segments not at all.
    const json = JSON.stringify(entry).length;
    expect(json).toBeGreaterThan(10_000 + 4 * 4_000);
    expect(JSON.stringify(entry.value.segmentData)).toBe("{}");
  });

  it("counts a query result's body and survives odd values", () => {
    expect(entryBytes({ value: { kind: "FETCH", data: { body: "y".repeat(500) } } })).toBeGreaterThan(500);
    expect(entryBytes(null)).toBe(8);
    const deep: Record<string, unknown> = {};
    let at = deep;
    for (let i = 0; i < 50; i += 1) at = at.next = {} as Record<string, unknown>;
    expect(entryBytes(deep)).toBeLessThan(200);
  });
});

describe("the store", () => {
  it("keeps the pages when a run of distinct searches overflows the views' budget", async () => {
    const store = createMemoryStore({
      pages: { maxItemsNumber: 10, maxItemSizeBytes: 1_000_000 },
      views: { maxItemsNumber: 5, maxItemSizeBytes: 1_000_000 },
    });
    await store.set(route("/en/jobs"), pageEntry("the list"));
    for (let i = 0; i < 50; i += 1) await store.set(route(`/en/jobs/search/q${i}`), pageEntry(`view ${i}`));
    expect(await store.get(route("/en/jobs"), none)).not.toBeNull();
    // The five newest views are kept; older ones are gone.
    expect(await store.get(route("/en/jobs/search/q49"), none)).not.toBeNull();
    expect(await store.get(route("/en/jobs/search/q45"), none)).not.toBeNull();
    expect(await store.get(route("/en/jobs/search/q44"), none)).toBeNull();
  });

  it("evicts by bytes: a budget of two pages' bytes keeps two", async () => {
    const one = entryBytes(pageEntry("p".repeat(1_000)));
    const store = createMemoryStore({
      pages: { maxItemsNumber: 100, maxItemSizeBytes: 2 * one + 10 },
      views: { maxItemsNumber: 5, maxItemSizeBytes: 1_000_000 },
    });
    for (const name of ["a", "b", "c"]) await store.set(route(`/en/${name}`), pageEntry("p".repeat(1_000)));
    expect(await store.get(route("/en/a"), none)).toBeNull();
    expect(await store.get(route("/en/b"), none)).not.toBeNull();
    expect(await store.get(route("/en/c"), none)).not.toBeNull();
  });

  it("drops the entries carrying a revalidated tag, in both budgets", async () => {
    const store = createMemoryStore();
    await store.set(route("/en/jobs"), pageEntry("list", ["jobs"]));
    await store.set(route("/en/jobs/search/cT1h"), pageEntry("view", ["jobs"]));
    await store.set(route("/en/events"), pageEntry("events", ["events"]));
    await store.revalidateTag("jobs");
    expect(await store.get(route("/en/jobs"), none)).toBeNull();
    expect(await store.get(route("/en/jobs/search/cT1h"), none)).toBeNull();
    expect(await store.get(route("/en/events"), none)).not.toBeNull();
  });

  it("misses an entry older than its path's revalidation, and keeps one stored after it", async () => {
    const store = createMemoryStore();
    const implicit = { implicitTags: ["_N_T_/en/jobs/search/cT1h"] };
    await store.set(route("/en/jobs/search/cT1h"), pageEntry("old", [], Date.now() - 60_000));
    await store.revalidateTag("_N_T_/en/jobs/search/cT1h");
    expect(await store.get(route("/en/jobs/search/cT1h"), implicit)).toBeNull();
    await store.set(route("/en/jobs/search/cT1h"), pageEntry("new", [], Date.now() + 1_000));
    expect(await store.get(route("/en/jobs/search/cT1h"), implicit)).not.toBeNull();
  });

  it("leaves an entry in place when asked to set only a missing one, and deletes on request", async () => {
    const store = createMemoryStore();
    await store.set("/jobs", pageEntry("build"));
    await store.set("/jobs", pageEntry("later"), { setOnlyIfNotExists: true });
    const kept = await store.get("/jobs", none);
    expect((kept?.value as { html: string }).html).toBe("build");
    await store.delete("/jobs");
    expect(await store.get("/jobs", none)).toBeNull();
  });
});
