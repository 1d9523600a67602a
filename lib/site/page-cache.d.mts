import { CacheHandler } from "@fortedigital/nextjs-cache-handler";

export type CacheValue = ({ kind: string } & Record<string, unknown>) | null;
export type CacheContext = { kind?: string; tags?: string[]; softTags?: string[] } & Record<string, unknown>;

/** The package's CacheHandler, preparing each page as it is stored (page-cache.mjs). */
export default class PageCache extends CacheHandler {}
