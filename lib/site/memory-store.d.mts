type Limits = { maxItemsNumber: number; maxItemSizeBytes: number };
type Entry = { lastModified: number; tags: string[]; value: unknown };
export function routePath(key: string): string | undefined;
export function isListViewKey(key: string): boolean;
export function entryBytes(value: unknown, depth?: number): number;
export function createMemoryStore(limits?: { pages?: Limits; views?: Limits }): {
  name: string;
  get(key: string, ctx: { implicitTags: string[] }): Promise<Entry | null>;
  set(key: string, entry: Entry, ctx?: { setOnlyIfNotExists?: boolean }): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete(key: string): Promise<void>;
};
