import { expect, test } from "../fixtures";

// Every public page has its own title, description, canonical URL and Open Graph / Twitter image.
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
];

/** The path and query of a URL in the head (absolute URLs name the host the build was made for). */
const localPath = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

test("every public page has its own title, description, canonical URL and share image", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "metadata is the same at every width");
  const { jobs } = (await (await page.request.get("/api/jobs?limit=1")).json()) as { jobs: { id: string }[] };
  expect(jobs.length).toBeGreaterThan(0);
  const paths = [...pages, `/job/${jobs[0]!.id}`];

  const seen = { titles: new Set<string>(), descriptions: new Set<string>(), images: new Set<string>() };
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      // Anywhere in the document: a per-request page streams its metadata into the body for browsers (crawlers
      // get it in the head).
      const head = (selector: string, attribute = "content") =>
        page.locator(selector).first().getAttribute(attribute);

      const title = await page.title();
      const ogTitle = await head('meta[property="og:title"]');
      const description = await head('meta[name="description"]');
      const canonical = await head('link[rel="canonical"]', "href");
      const ogImage = await head('meta[property="og:image"]');
      const twitterImage = await head('meta[name="twitter:image"]');

      expect(title).toContain("Builders Hub");
      expect(ogTitle?.length).toBeGreaterThan(10);
      expect(description?.length).toBeGreaterThan(40);
      expect(canonical && new URL(canonical).pathname).toBe(path);
      expect(ogImage, "og:image").toBeTruthy();
      expect(twitterImage).toBe(ogImage);

      const image = await page.request.get(localPath(ogImage!));
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");

      seen.titles.add(title);
      seen.descriptions.add(description!);
      seen.images.add(new URL(ogImage!).pathname);
    });
  }
  // Its own: no two pages share a title, a description or an image.
  expect(seen.titles.size).toBe(paths.length);
  expect(seen.descriptions.size).toBe(paths.length);
  expect(seen.images.size).toBe(paths.length);
});
