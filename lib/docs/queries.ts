import { db } from "@/lib/db";

export type DocItemDto = {
  id: string;
  /** The item's lasting name (the seed's): its text in another language is found by it (lib/docs/localized.ts). */
  slug: string;
  section: string;
  title: string;
  body: string;
  targetRelease: string | null;
};

/** Every documentation item, grouped by the page's tabs in order. */
export async function listDocItems(): Promise<DocItemDto[]> {
  return db.docItem.findMany({
    orderBy: [{ section: "asc" }, { sortOrder: "asc" }, { title: "asc" }],
    select: { id: true, slug: true, section: true, title: true, body: true, targetRelease: true },
  });
}
