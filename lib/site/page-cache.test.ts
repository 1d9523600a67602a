// The cacheHandler against a real Redis (127.0.0.1:6379, which .ci/run starts). Each server instance is a copy of
// the handler module of its own (vi.resetModules: the package keeps its stores in the class) with a connection of
// its own. Keys get a prefix of this run's own, deleted at the end.
// `npm test` needs nothing but Node (README): on a machine without Redis the shared-store tests are skipped, saying
// so; under CI (.ci/run sets CI and starts Redis) they run, and fail if Redis is not there.
import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { FAILED_RENDER_MARK } from "@/lib/site/failed-render.mjs";
import type { CacheContext, CacheValue } from "@/lib/site/page-cache.mjs";

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
// The same server under a second address: the second instance gets stores of its own.
const sameRedisAgain = `${redisUrl}/0`;
const prefix = `bh-test-${process.pid}-${Date.now()}`;
const buildId = "test-build";
const redis = createClient({ url: redisUrl, socket: { connectTimeout: 1000, reconnectStrategy: false } });
redis.on("error", () => {});
const withRedis =
  Boolean(process.env.CI) ||
  (await redis.connect().then(
    () => true,
    () => false,
  ));
let distDir = "";
let serverDistDir = "";

const routeKey = `/route-cache/APP_PAGE/${"0a".repeat(32)}/$/built`;
const pageCtx: CacheContext = { kind: "APP_PAGE", isFallback: false, isRoutePPREnabled: false };
const setPageCtx: CacheContext = { kind: "APP_PAGE", cacheControl: { revalidate: 60, expire: undefined } };

function page(html: string, tags: string): CacheValue {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    segmentData: new Map([["/_tree", Buffer.from([0, 255, 1])]]),
    headers: { "x-next-cache-tags": tags },
    status: 200,
    postponed: undefined,
  };
}

const loaded: { closeSharedStores(): Promise<void> }[] = [];

type Entry = { lastModified: number; value: Record<string, unknown> | null } | null;
/** The handler as Next calls it (the package's types name Next's private ones). */
type Handler = {
  get(key: string, ctx: CacheContext): Promise<Entry>;
  set(key: string, data: CacheValue, ctx: CacheContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};

/**
 * A server instance's handler, its stores made with REDIS_URL as the instance's environment has it, and the build's
 * pages copied in as instrumentation.ts does when the instance starts.
 */
async function instance(url: string | undefined): Promise<Handler> {
  vi.resetModules();
  const { default: PageCache } = await import("@/lib/site/page-cache.mjs");
  const shared = await import("@/lib/site/shared-cache.mjs");
  const { registerInitialCache } = await import("@fortedigital/nextjs-cache-handler/instrumentation");
  loaded.push(shared);
  const saved = process.env.REDIS_URL;
  if (url) process.env.REDIS_URL = url;
  else delete process.env.REDIS_URL;
  try {
    await registerInitialCache(PageCache as never, {
      buildDir: path.relative(process.cwd(), distDir),
      setOnlyIfNotExists: true,
    });
    return new PageCache({ serverDistDir, dev: false } as never) as unknown as Handler;
  } finally {
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  }
}

const storedKeys = () => redis.keys(`${prefix}:*`);

beforeAll(async () => {
  process.env.REDIS_KEY_PREFIX = prefix;
  distDir = await mkdtemp(path.join(tmpdir(), "page-cache-"));
  serverDistDir = path.join(distDir, "server");
  await mkdir(path.join(serverDistDir, "app"), { recursive: true });
  await writeFile(path.join(distDir, "BUILD_ID"), buildId);
  // A page the build prerendered, an hour old.
  await writeFile(
    path.join(distDir, "prerender-manifest.json"),
    JSON.stringify({
      version: 4,
      routes: { "/built": { srcRoute: "/built", dataRoute: "/built.rsc", initialRevalidateSeconds: 60 } },
      dynamicRoutes: {},
      notFoundRoutes: [],
    }),
  );
  const base = path.join(serverDistDir, "app", "built");
  await writeFile(`${base}.html`, "<p>built page</p>");
  await writeFile(`${base}.rsc`, "rsc");
  await writeFile(
    `${base}.meta`,
    JSON.stringify({ headers: { "x-next-cache-tags": "_N_T_/built" }, status: 200 }),
  );
  const hourAgo = new Date(Date.now() - 3_600_000);
  await utimes(`${base}.html`, hourAgo, hourAgo);
  if (withRedis && !redis.isOpen) await redis.connect();
});

afterAll(async () => {
  if (redis.isOpen) {
    const keys = await storedKeys();
    if (keys.length > 0) await redis.del(keys);
    redis.destroy();
  }
  for (const shared of loaded) await shared.closeSharedStores();
  delete process.env.REDIS_KEY_PREFIX;
  await rm(distDir, { recursive: true, force: true });
});

describe.skipIf(!withRedis)(`the page cache shared through Redis (needs Redis at ${redisUrl})`, () => {
  it("a page one instance caches is served by the other, with its bytes, kept as ASCII", async () => {
    const a = await instance(redisUrl);
    const b = await instance(sameRedisAgain);
    await a.set("/shared", page("<p>₹ price</p>", "_N_T_/shared"), setPageCtx);

    expect(await storedKeys()).toContain(`${prefix}:${buildId}:/shared`);
    const entry = await b.get("/shared", pageCtx);
    expect(entry?.value).toMatchObject({ kind: "APP_PAGE", html: "<p>&#8377; price</p>", status: 200 });
    expect(entry?.value?.rscData).toEqual(Buffer.from("rsc of <p>₹ price</p>"));
    expect(entry?.value?.segmentData).toEqual(new Map([["/_tree", Buffer.from([0, 255, 1])]]));
  });

  it("in production a page is stored with the hashes of its inline scripts as its policy", async () => {
    vi.stubEnv("NODE_ENV", "production");
    try {
      const a = await instance(redisUrl);
      const b = await instance(sameRedisAgain);
      await a.set("/policy", page("<script>go()</script><p>policy</p>", "_N_T_/policy"), setPageCtx);
      const headers = (await b.get("/policy", pageCtx))?.value?.headers as Record<string, string>;
      expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(headers["x-next-cache-tags"]).toBe("_N_T_/policy");
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("a tag or path revalidated on one instance is a miss on the other", async () => {
    const a = await instance(redisUrl);
    const b = await instance(sameRedisAgain);
    await a.set("/gigs", page("<p>gigs</p>", "_N_T_/layout,_N_T_/gigs"), setPageCtx);
    const data: CacheValue = {
      kind: "FETCH",
      data: { body: "[1]", headers: {}, status: 200, url: "" },
      revalidate: 60,
    };
    const dataCtx: CacheContext = { kind: "FETCH", tags: ["listings:gig"], softTags: ["_N_T_/gigs"] };
    await a.set("gig-data", data, { ...dataCtx, fetchCache: true, revalidate: 60 });
    expect(await b.get("/gigs", pageCtx)).not.toBeNull();
    expect(await b.get("gig-data", dataCtx)).not.toBeNull();

    await a.revalidateTag("listings:gig", { expire: 0 });
    expect(await b.get("gig-data", dataCtx)).toBeNull();
    expect(await b.get("/gigs", pageCtx)).not.toBeNull();
    await a.revalidateTag(["_N_T_/gigs"]);
    expect(await b.get("/gigs", pageCtx)).toBeNull();

    // Rendered anew after the change: a hit again.
    await b.set("/gigs", page("<p>gigs, fresh</p>", "_N_T_/layout,_N_T_/gigs"), setPageCtx);
    expect((await a.get("/gigs", pageCtx))?.value?.html).toBe("<p>gigs, fresh</p>");
  });

  it("the build's page is served until one of its tags is revalidated; a restart leaves a newer one", async () => {
    const a = await instance(redisUrl);
    const b = await instance(sameRedisAgain);
    // Asked for under the key Next 16.4 gives a route's page.
    expect((await b.get(routeKey, pageCtx))?.value?.html).toBe("<p>built page</p>");
    await a.revalidateTag(["_N_T_/built"]);
    expect(await b.get(routeKey, pageCtx)).toBeNull();

    await a.set(routeKey, page("<p>built, rendered again</p>", "_N_T_/built"), setPageCtx);
    const restarted = await instance(`${redisUrl}/0?again`);
    expect((await restarted.get(routeKey, pageCtx))?.value?.html).toBe("<p>built, rendered again</p>");
  });
});

describe("the page cache without a store that answers", () => {
  it("with Redis unreachable, a get is a miss and a set does not throw (this process keeps it)", async () => {
    const started = Date.now();
    const down = await instance("redis://127.0.0.1:1");
    expect(await down.get("/down", pageCtx)).toBeNull();
    await expect(down.set("/down", page("<p>down</p>", "_N_T_/down"), setPageCtx)).resolves.toBeUndefined();
    await expect(down.revalidateTag("listings:gig")).resolves.toBeUndefined();
    expect((await down.get("/down", pageCtx))?.value?.html).toBe("<p>down</p>");
    expect((await down.get(routeKey, pageCtx))?.value?.html).toBe("<p>built page</p>");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("without REDIS_URL it is this process's memory with the build's pages, and Redis is not touched", async () => {
    const before = redis.isOpen ? await storedKeys() : [];
    const local = await instance(undefined);
    await local.set("/local", page("<p>local</p>", "_N_T_/local"), setPageCtx);
    expect((await local.get("/local", pageCtx))?.value?.html).toBe("<p>local</p>");
    expect((await local.get(routeKey, pageCtx))?.value?.html).toBe("<p>built page</p>");
    await local.revalidateTag(["_N_T_/local"]);
    expect(await local.get("/local", pageCtx)).toBeNull();
    if (redis.isOpen) expect(await storedKeys()).toEqual(before);
  });

  it("does not keep a page whose read failed (it carries the mark); an older copy of it stays", async () => {
    const local = await instance(undefined);
    await local.set("/view", page("<p>3 jobs</p>", "_N_T_/view"), setPageCtx);
    const failed = `<p>Failed to load jobs</p><div hidden="" ${FAILED_RENDER_MARK}=""></div>`;
    await local.set("/view", page(failed, "_N_T_/view"), setPageCtx);
    expect((await local.get("/view", pageCtx))?.value?.html).toBe("<p>3 jobs</p>");
    await local.set("/other-view", page(failed, "_N_T_/other-view"), setPageCtx);
    expect(await local.get("/other-view", pageCtx)).toBeNull();
    // A listing's own words cannot forge the mark: its text is escaped.
    const words = `<p>a title with data-failed-render=&quot;&quot; in it</p>`;
    await local.set("/third-view", page(words, "_N_T_/third-view"), setPageCtx);
    expect((await local.get("/third-view", pageCtx))?.value?.html).toBe(words);
  });
});
