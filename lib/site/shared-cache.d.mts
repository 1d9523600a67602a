import type { CacheContext, CacheEntry, CacheValue, HandlerContext } from "./page-cache.mjs";

export function entryTags(entry: CacheEntry | null | undefined, ctx?: CacheContext): string[];
export function closeSharedStores(): void;
export function sharedCacheFor(
  ctx: HandlerContext,
  environment?: Record<string, string | undefined>,
): SharedCache | null;
export class SharedCache {
  read(key: string): Promise<CacheEntry | null | undefined>;
  write(key: string, data: CacheValue, ctx?: CacheContext): Promise<boolean>;
  revalidate(tags: string | string[], durations?: { expire?: number }): Promise<boolean>;
  isOutdated(tags: string[], lastModified: number): Promise<boolean | undefined>;
}
