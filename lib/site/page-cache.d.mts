import type { SharedCache } from "./shared-cache.mjs";

export type CacheValue = ({ kind: string } & Record<string, unknown>) | null;
export type CacheEntry = {
  lastModified: number;
  value: CacheValue;
  cacheControl?: { revalidate: number | false; expire?: number };
};
export type CacheContext = { kind: string; tags?: string[]; softTags?: string[] } & Record<string, unknown>;
export type HandlerContext = {
  fs?: unknown;
  dev?: boolean;
  flushToDisk?: boolean;
  serverDistDir?: string;
  maxMemoryCacheSize?: number;
  revalidatedTags: string[];
};

export default class PageCache {
  constructor(ctx: HandlerContext);
  readonly shared: SharedCache | null;
  get(key: string, ctx: CacheContext): Promise<CacheEntry | null>;
  set(key: string, data: CacheValue, ctx: CacheContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
