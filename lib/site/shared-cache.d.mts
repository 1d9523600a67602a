export type CacheHandlersConfig = {
  handlers: { name: string }[];
  ttl: { estimateExpireAge: (staleAge: number) => number };
  close(): void;
};
export function cacheHandlersFor(
  context: { buildId?: string },
  environment?: Record<string, string | undefined>,
): Promise<CacheHandlersConfig>;
export function closeSharedStores(): Promise<void>;
