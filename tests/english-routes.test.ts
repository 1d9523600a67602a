// English pages at their own addresses (app/(en), lib/i18n/english-routes.tsx): the list proxy.ts and the cache
// refresh read names exactly the pages there, and each is its app/[locale] page with the same cache lifetime.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { englishRoutes } from "@/lib/i18n/english-routes";

const root = path.join(process.cwd(), "app/(en)");

function pagesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return pagesUnder(full);
    return name === "page.tsx" ? [full] : [];
  });
}

const routeOf = (file: string) =>
  `/${path.relative(root, path.dirname(file)).split(path.sep).join("/")}`.replace(/\/$/, "") || "/";
const revalidateOf = (source: string) => /export const revalidate = (\d+);/.exec(source)?.[1] ?? null;

describe("English pages at their own addresses", () => {
  const pages = pagesUnder(root);

  it("englishRoutes names every page app/(en) has, and no other", () => {
    expect(pages.map(routeOf).sort()).toEqual([...englishRoutes].sort());
  });

  it.each(pages.map((file) => [routeOf(file), file]))(
    "%s is its app/[locale] page, cached as long",
    (route, file) => {
      const twin = readFileSync(file, "utf8");
      const source = /from "@\/(app\/\[locale\]\/[^"]+\/page)"/.exec(twin)?.[1];
      expect(source, route).toBeDefined();
      const original = readFileSync(path.join(process.cwd(), `${source}.tsx`), "utf8");
      // Its own page, the route group left out: app/[locale]/(public)/jobs/page for /jobs.
      expect(source!.replace(/^app\/\[locale\]\/\([a-z]+\)/, ""), route).toBe(
        `${route === "/" ? "" : route}/page`,
      );
      expect(revalidateOf(twin), route).toBe(revalidateOf(original));
      expect(twin).toContain("englishPage(Page)");
    },
  );
});
