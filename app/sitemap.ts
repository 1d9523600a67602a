// /sitemap.xml: in every language (lib/seo/sitemap-languages.ts), the public pages, every live job and gig, and every approved startup (lib/seo/sitemap.ts). Built
// with the database's content and regenerated in the background at most once an hour.
import type { MetadataRoute } from "next";
import { publicProfileEntries, SITEMAP_URLS } from "@/lib/profiles/sitemap";
import { sitemapEntries } from "@/lib/seo/sitemap";
import { inEveryLanguage, languageCount } from "@/lib/seo/sitemap-languages";
import { readForCachedPage } from "@/lib/site/page-read";
import { site } from "@/lib/site/config";

export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await readForCachedPage("sitemap", async () => {
    const listed = await sitemapEntries(site.url);
    // Public builder profiles fill the room the pages and listings leave (newest change first). Every page is
    // listed once per language.
    const room = Math.floor(SITEMAP_URLS / languageCount) - listed.length;
    return inEveryLanguage([...listed, ...(await publicProfileEntries(site.url, room))], site.url);
  });
  // A partial sitemap would tell crawlers the listings are gone: fail instead (crawlers try again later).
  if (!entries) throw new Error("sitemap: the database could not be read");
  return entries;
}
