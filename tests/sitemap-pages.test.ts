// Every public page (a page.tsx under app/[locale]/(public) without a [param]) is in the sitemap's list, so a new page
// cannot be forgotten there. A list's /search route is where next.config.mjs sends its ?q= views: not a page of its own.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publicPages } from "@/lib/seo/sitemap";

const publicDir = path.resolve(import.meta.dirname, "../app/[locale]/(public)");

function pagePaths(dir: string, route: string): string[] {
  const here = existsSync(path.join(dir, "page.tsx")) ? [route || "/"] : [];
  return [
    ...here,
    ...readdirSync(dir)
      .filter(
        (name) => statSync(path.join(dir, name)).isDirectory() && !name.startsWith("[") && name !== "search",
      )
      .flatMap((name) => pagePaths(path.join(dir, name), `${route}/${name}`)),
  ];
}

describe("sitemap pages", () => {
  it("lists every static public page, and nothing else", () => {
    expect([...publicPages].sort()).toEqual(pagePaths(publicDir, "").sort());
  });
});
