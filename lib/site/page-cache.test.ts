// The cacheHandler against a real Redis (127.0.0.1:6379, which .ci/run starts): two handler objects with their own
// connections stand for two server instances. Keys get a prefix of this run's own, deleted at the end.
// `npm test` needs nothing but Node (README): on a machine without Redis the shared-store tests are skipped, saying
// so; under CI (.ci/run sets CI and starts Redis) they run, and fail if Redis is not there.
import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@redis/client";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import PageCache, { type CacheContext, type CacheValue } from "@/lib/site/page-cache.mjs";
import { closeSharedStores } from "@/lib/site/shared-cache.mjs";

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
// The same server under a second address: the second instance gets a connection of its own.
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

/** A server instance's handler: REDIS_URL as the instance's environment has it when Next makes the handler. */
function instance(url: string | undefined) {
  const saved = process.env.REDIS_URL;
  if (url) process.env.REDIS_URL = url;
  else delete process.env.REDIS_URL;
  try {
    return new PageCache({
      fs: nodeFs,
      serverDistDir,
      flushToDisk: false,
      maxMemoryCacheSize: 1e6,
      revalidatedTags: [],
    });
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
  closeSharedStores();
  delete process.env.REDIS_KEY_PREFIX;
  await rm(distDir, { recursive: true, force: true });
});

describe.skipIf(!withRedis)(`the page cache shared through Redis (needs Redis at ${redisUrl})`, () => {
  it("a page one instance caches is served by the other, with its bytes, kept as ASCII", async () => {
    const a = instance(redisUrl);
    const b = instance(sameRedisAgain);
    await a.set("/shared", page("<p>₹ price</p>", "_N_T_/shared"), setPageCtx);

    expect(await storedKeys()).toContain(`${prefix}:${buildId}:entry:/shared`);
    const entry = await b.get("/shared", pageCtx);
    expect(entry?.value).toMatchObject({ kind: "APP_PAGE", html: "<p>&#8377; price</p>", status: 200 });
    expect(entry?.value?.rscData).toEqual(Buffer.from("rsc of <p>₹ price</p>"));
    expect(entry?.value?.segmentData).toEqual(new Map([["/_tree", Buffer.from([0, 255, 1])]]));
    expect(entry?.cacheControl).toEqual({ revalidate: 60 });
  });

  it("a tag or path revalidated on one instance is a miss on the other", async () => {
    const a = instance(redisUrl);
    const b = instance(sameRedisAgain);
    await a.set("/gigs", page("<p>gigs</p>", "_N_T_/layout,_N_T_/gigs"), setPageCtx);
    const data: CacheValue = {
      kind: "FETCH",
      data: { body: "[1]", headers: {}, status: 200, url: "" },
      revalidate: 60,
    };
    const dataCtx: CacheContext = { kind: "FETCH", tags: ["listings:gig"], softTags: ["_N_T_/gigs"] };
    await a.set("gig-data", data, { ...dataCtx, fetchCache: true });
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

  it("a page not in Redis yet is the build's, until one of its tags is revalidated", async () => {
    const a = instance(redisUrl);
    const b = instance(sameRedisAgain);
    expect((await b.get("/built", pageCtx))?.value?.html).toBe("<p>built page</p>");
    await a.revalidateTag(["_N_T_/built"]);
    expect(await b.get("/built", pageCtx)).toBeNull();
  });
});

describe("the page cache without a store that answers", () => {
  it("with Redis unreachable, a get is a miss and a set does not throw (this process keeps it)", async () => {
    const down = instance("redis://127.0.0.1:1");
    const started = Date.now();
    expect(await down.get("/down", pageCtx)).toBeNull();
    await expect(down.set("/down", page("<p>down</p>", "_N_T_/down"), setPageCtx)).resolves.toBeUndefined();
    await expect(down.revalidateTag("listings:gig")).resolves.toBeUndefined();
    expect((await down.get("/down", pageCtx))?.value?.html).toBe("<p>down</p>");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("without REDIS_URL it is Next's file cache, and Redis is not touched", async () => {
    const local = instance(undefined);
    expect(local.shared).toBeNull();
    const before = redis.isOpen ? await storedKeys() : [];
    await local.set("/local", page("<p>local</p>", "_N_T_/local"), setPageCtx);
    expect((await local.get("/local", pageCtx))?.value?.html).toBe("<p>local</p>");
    expect((await local.get("/built", pageCtx))?.value?.html).toBe("<p>built page</p>");
    if (redis.isOpen) expect(await storedKeys()).toEqual(before);
  });
});
