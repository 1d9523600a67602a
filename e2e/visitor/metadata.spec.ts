import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures";

// Every public page has its own title, description, canonical URL and Open Graph / Twitter image. Read from the
// server's HTML (what a crawler reads): metadata is the same at every width, so the phone project skips it.
const pages = [
  "/",
  "/about",
  "/team",
  "/services",
  "/startups",
  "/courses",
  "/documentation",
  "/gigs",
  "/contact",
  "/solutions",
  "/jobs",
  "/events",
  "/privacy-policy",
  "/terms-of-use",
  "/refund-and-cancellation",
  "/developers",
  "/developers/gigs",
];

const entities: Record<string, string> = {
  "&amp;": "&",
  "&#x27;": "'",
  "&quot;": '"',
  "&lt;": "<",
  "&gt;": ">",
};
// Cached pages write every character above U+007F as a numeric reference (lib/site/ascii-html.mjs).
const decode = (text: string) =>
  text.replace(/&(amp|#x27|quot|lt|gt);|&#(\d+);/g, (m, _name, code?: string) =>
    code ? String.fromCodePoint(Number(code)) : entities[m]!,
  );

/** The page's metadata, anywhere in the document (a per-request page streams it into the body). */
async function readMetadata(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const meta = (key: string) =>
    html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
  const found = (value: string | undefined) => (value === undefined ? undefined : decode(value));
  return {
    title: found(html.match(/<title>([^<]*)<\/title>/)?.[1]),
    ogTitle: found(meta("og:title")),
    description: found(meta("description")),
    canonical: found(html.match(/<link rel="canonical" href="([^"]*)"/)?.[1]),
    ogImage: found(meta("og:image")),
    twitterImage: found(meta("twitter:image")),
  };
}

/** The path and query of a URL in the head (absolute URLs name the host the build was made for). */
const localPath = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

async function publicPaths(request: APIRequestContext) {
  const { jobs } = (await (await request.get("/api/jobs?limit=1")).json()) as { jobs: { id: string }[] };
  expect(jobs.length).toBeGreaterThan(0);
  return [...pages, `/job/${jobs[0]!.id}`];
}

test.describe("page metadata", () => {
  test.skip(({ isMobile }) => isMobile, "metadata is the same at every width");

  for (const path of [...pages, "/job/{id}"]) {
    test(`${path} has a title, description, canonical URL and share image`, async ({ request }) => {
      const target = path === "/job/{id}" ? (await publicPaths(request)).at(-1)! : path;
      const m = await readMetadata(request, target);
      expect(m.title).toContain("Builders Hub");
      expect(m.ogTitle?.length).toBeGreaterThan(10);
      expect(m.description?.length).toBeGreaterThan(40);
      expect(m.canonical && new URL(m.canonical).pathname).toBe(target);
      expect(m.ogImage, "og:image").toBeTruthy();
      expect(m.twitterImage).toBe(m.ogImage);

      const image = await request.get(localPath(m.ogImage!));
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    });
  }

  test("no two public pages share a title, a description or a share image", async ({ request }) => {
    const paths = await publicPaths(request);
    const all = await Promise.all(paths.map((path) => readMetadata(request, path)));
    expect(new Set(all.map((m) => m.title)).size).toBe(paths.length);
    expect(new Set(all.map((m) => m.description)).size).toBe(paths.length);
    expect(new Set(all.map((m) => m.ogImage && new URL(m.ogImage).pathname)).size).toBe(paths.length);
  });
});
