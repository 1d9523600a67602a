// The pseudo-locale (/qps/…, served by the e2e server: PSEUDO_LOCALE=1) shows every catalog message accented,
// lengthened and wrapped in ⟦ ⟧ (lib/i18n/pseudo.ts). Any text a page shows that is neither marked so nor content
// (what members and the seed wrote, read from the API) is written in a component instead of the catalog: it would
// stay English on the Hindi site. Checked on every public page, the sign-in pages and the member's dashboard.
import type { APIRequestContext, Page } from "@playwright/test";
import * as seed from "../../prisma/seed-data";
import { partners } from "../../lib/site/partners";
import { isMobile } from "../fixtures";
import { expect, registerViaApi, test } from "../member/accounts";

/** Text that is the same in every language: names, codes, numbers, addresses. */
const sameEverywhere = [
  /^Builders ?Hub$/,
  /^(Web3|AI|Hub|Builders|IST|UPI|INR|API|JSON|OpenAPI|FAQ|CSV|QR|OTP|LinkedIn|GitHub|Instagram|Twitter|X|WhatsApp|YouTube|Telegram|English|हिन्दी)$/,
  /^https?:\/\//,
  /@/,
  /^[\d\s.,:;+\-–—/%₹()×#·…|&*?!'"@]*$/,
  /^\/[\w/{}.-]*$/, // API paths in the documentation
  /^(GET|POST|PUT|PATCH|DELETE)$/,
  // Dates and times are Intl's in the page's language (the pseudo-locale's is English's).
  /^\d{1,2} [A-Z][a-z]{2} \d{4}(, \d{1,2}:\d{2} [ap]m)?( – (\d{1,2} [A-Z][a-z]{2} \d{4}, )?\d{1,2}:\d{2} [ap]m)?$/,
  // The hero's orbit of technologies (names, as Solidity or Next.js).
  /^(LLM agents|Rust · Anchor|Solidity|Next\.js)$/,
];

/** What other journeys create while this one runs (a course named with a run's unique word, and its summary). */
const createdMeanwhile = [/ [a-z0-9]{10,}$/, /^SNARKs and STARKs from first principles, with Circom\.$/];

/** A pseudo-localized text: marked ⟦ ⟧, or (a rich text's tag content) accented. */
const pseudo = /[⟦⟧áéíóúçñýÁÉÍÓÚÇÑ]/;

/** Every string of the seed and of the public API's lists: the content pages show. */
async function contentStrings(request: APIRequestContext): Promise<Set<string>> {
  const strings = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === "string") strings.add(value.trim());
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  collect(Object.values(seed));
  collect(partners);
  for (const path of ["/api/jobs", "/api/gigs", "/api/events", "/api/startups", "/api/projects"]) {
    const res = await request.get(path);
    if (res.ok()) collect(await res.json());
  }
  return strings;
}

/** The texts (and named attributes) on the page that are neither pseudo-localized nor content. */
async function hardCoded(page: Page, content: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const skip = (el: Element | null) =>
      el?.closest("script, style, noscript, code, pre, [hidden], svg, textarea");
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !skip(node.parentElement)) out.push(text);
    }
    for (const el of document.querySelectorAll("[placeholder], [aria-label], [title], img[alt]")) {
      if (skip(el)) continue;
      for (const name of ["placeholder", "aria-label", "title", "alt"]) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    out.push(document.title);
    return out;
  });
  const isContent = (text: string) =>
    content.has(text) ||
    // A facet with its count ("DeFi (3)"): the facet is content.
    content.has(text.replace(/ \(\d+\)$/, "")) ||
    createdMeanwhile.some((pattern) => pattern.test(text)) ||
    [...content].some((c) => (text.length >= 16 && c.includes(text)) || (c.length >= 12 && text.includes(c)));
  return [...new Set(texts)].filter(
    (text) =>
      /[A-Za-z]{3,}/.test(text) &&
      !pseudo.test(text) &&
      !sameEverywhere.some((pattern) => pattern.test(text)) &&
      !isContent(text),
  );
}

test.describe("the pseudo-locale", () => {
  test.skip(({ page }) => isMobile(page), "the same components at both widths: read once, at desktop width");

  test("shows no text outside the catalog on the public pages", async ({ page, request }) => {
    test.setTimeout(180_000);
    const content = await contentStrings(request);
    const pages = [
      "/",
      "/about",
      "/team",
      "/jobs",
      "/gigs",
      "/events",
      "/startups",
      "/courses",
      "/documentation",
      "/solutions",
      "/consultation",
      "/leaderboard",
      "/contact",
      "/no-such-page",
    ];
    const found: Record<string, string[]> = {};
    for (const path of pages) {
      await page.goto(`/qps${path === "/" ? "" : path}`);
      const texts = await hardCoded(page, content);
      if (texts.length) found[path] = texts;
    }
    expect(found).toEqual({});
  });

  // The sign-in pages, a list's search and the dashboard: rendered per request, their language from the proxy.
  test("shows no text outside the catalog on the pages rendered per request", async ({ page, request }) => {
    test.setTimeout(180_000);
    const person = await registerViaApi(page.request);
    const content = await contentStrings(request);
    content.add(person.firstName).add(person.lastName).add(person.username).add(person.email);
    // The member's referral code (on the dashboard and the coins page) is theirs, not the catalog's.
    const { user } = await (await page.request.get("/api/auth/status")).json();
    content.add(user.referralCode);
    content.add(`${person.firstName} ${person.lastName}`);
    const found: Record<string, string[]> = {};
    for (const path of [
      "/login",
      "/login?mode=register",
      "/jobs?type=Internship",
      "/dashboard",
      "/dashboard/activity",
      "/dashboard/applications",
      "/dashboard/bids",
      "/dashboard/listings",
      "/dashboard/saved-searches",
      "/dashboard/notifications",
      "/dashboard/coins",
      "/dashboard/consultations",
      "/dashboard/messages",
      "/dashboard/tickets",
      "/dashboard/settings",
      "/submit-listing",
    ]) {
      await page.goto(`/qps${path}`);
      const texts = (await hardCoded(page, content)).filter((t) => !t.includes(person.username));
      if (texts.length) found[path] = texts;
    }
    expect(found).toEqual({});
  });
});
