// The documentation in the page's language: an item still as seeded (its English title and body the seed's) reads
// in Hindi from lib/docs/content.hi.ts; an item an admin wrote or changed is shown as they wrote it. Server-only.
import { docs as seeded } from "@/prisma/seed-data/docs";
import { docsHindi } from "./content.hi";
import type { DocItemDto } from "./queries";

const translations: Record<string, Record<string, { title: string; body: string }>> = { hi: docsHindi };
const english = new Map(seeded.map((d) => [d.slug, d]));

export function localizedDocs(items: DocItemDto[], locale: string): DocItemDto[] {
  const translated = translations[locale];
  if (!translated) return items;
  return items.map((item) => {
    const source = english.get(item.slug);
    const text = translated[item.slug];
    return source && text && source.title === item.title && source.body === item.body ? { ...item, ...text } : item;
  });
}
