// Where each language's pages are: the prefixes, the links between languages, the canonical and alternates, the
// sitemap's entries, the cached routes a change refreshes, JSON-LD's language, and next.config.mjs's rules.
import { describe, expect, it } from "vitest";
import { languageAlternates } from "@/lib/i18n/alternates";
import { defaultCode, localeRedirects, localeRewrites, prefixedCodes } from "@/lib/i18n/addresses.mjs";
import { defaultLocale, localizedPath, locales, pseudoLocale, splitLocalePath } from "@/lib/i18n/locales";
import { jsonLdScript } from "@/lib/seo/json-ld";
import { inEveryLanguage } from "@/lib/seo/sitemap-languages";
import { pageMetadata } from "@/lib/site/metadata";
import { cachedRoutes } from "@/lib/site/revalidate";

describe("the languages' addresses", () => {
  it("next.config.mjs's rules name the languages lib/i18n/locales.ts lists", () => {
    expect(defaultCode).toBe(defaultLocale);
    expect([...prefixedCodes].sort()).toEqual(
      [...locales.filter((l) => l !== defaultLocale), pseudoLocale].sort(),
    );
    const [root, rest] = localeRewrites();
    expect(root).toEqual({ source: "/", destination: "/en" });
    const pattern = new RegExp(`^${rest!.source.replace("/:path(", "/(")}$`);
    for (const path of ["/jobs", "/job/abc", "/events/feed.xml", "/english-words"])
      expect(pattern.test(path), path).toBe(true);
    for (const path of [
      "/hi",
      "/hi/jobs",
      "/en/jobs",
      "/api/jobs/1",
      "/_next/static/x.js",
      "/qps/jobs",
      "/jobs/opengraph-image-1a2b/card",
    ]) {
      expect(pattern.test(path), path).toBe(false);
    }
    expect(localeRedirects().map((r) => r.source)).toContain("/:code(hi|qps)/admin/:path*");
  });

  it.each([
    ["en", "/jobs?q=x", "/jobs?q=x"],
    ["hi", "/jobs?q=x", "/hi/jobs?q=x"],
    ["hi", "/", "/hi"],
    ["hi", "/?ref=a", "/hi?ref=a"],
    ["hi", "https://example.com/x", "https://example.com/x"],
    ["hi", "//evil.example/x", "//evil.example/x"],
    ["hi", "/hi/jobs", "/hi/jobs"],
    ["hi", "/hi?x=1", "/hi?x=1"],
    ["hi", "/history", "/hi/history"],
  ])("localizedPath(%s, %s) is %s", (locale, path, expected) => {
    expect(localizedPath(locale, path)).toBe(expected);
  });

  it.each([
    ["/hi/jobs", "hi", "/jobs"],
    ["/hi", "hi", "/"],
    ["/jobs", "en", "/jobs"],
    ["/hindi/jobs", "en", "/hindi/jobs"],
    ["/history", "en", "/history"],
    ["/qps/jobs", "qps", "/jobs"],
  ])("splitLocalePath(%s) is %s %s", (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });

  it("a page's canonical is its own language's, with every language as an alternate", () => {
    expect(languageAlternates("/jobs")).toEqual({
      "en-IN": "/jobs",
      "hi-IN": "/hi/jobs",
      "x-default": "/jobs",
    });
    const hindi = pageMetadata({ title: "नौकरियाँ", description: "d", path: "/jobs", locale: "hi" });
    expect(hindi.alternates).toEqual({
      canonical: "/hi/jobs",
      languages: { "en-IN": "/jobs", "hi-IN": "/hi/jobs", "x-default": "/jobs" },
    });
    expect(hindi.openGraph).toMatchObject({ locale: "hi_IN", url: "/hi/jobs" });
    expect(pageMetadata({ title: "Jobs", description: "d", path: "/jobs" }).alternates?.canonical).toBe(
      "/jobs",
    );
  });

  it("the sitemap lists each page once per language, each naming them all", () => {
    const entries = inEveryLanguage(
      [{ url: "https://x.in/" }, { url: "https://x.in/job/1", lastModified: new Date(0) }],
      "https://x.in",
    );
    expect(entries.map((e) => e.url)).toEqual([
      "https://x.in/",
      "https://x.in/hi",
      "https://x.in/job/1",
      "https://x.in/hi/job/1",
    ]);
    expect(entries[3]).toEqual({
      url: "https://x.in/hi/job/1",
      lastModified: new Date(0),
      alternates: {
        languages: {
          "en-IN": "https://x.in/job/1",
          "hi-IN": "https://x.in/hi/job/1",
          "x-default": "https://x.in/job/1",
        },
      },
    });
  });

  it("a change refreshes the page in every language", () => {
    expect(cachedRoutes("/jobs")).toEqual(["/jobs", "/hi/jobs"]);
    expect(cachedRoutes("/")).toEqual(["/", "/hi"]);
    expect(cachedRoutes("/job/abc")).toEqual(["/en/job/abc", "/hi/job/abc"]);
    expect(cachedRoutes("/sitemap.xml")).toEqual(["/sitemap.xml"]);
  });

  it("JSON-LD says the page's language", () => {
    expect(JSON.parse(jsonLdScript({ "@type": "JobPosting" }, "hi"))).toEqual({
      "@type": "JobPosting",
      inLanguage: "hi-IN",
    });
    expect(JSON.parse(jsonLdScript({ "@type": "JobPosting" }))).toEqual({ "@type": "JobPosting" });
  });
});
