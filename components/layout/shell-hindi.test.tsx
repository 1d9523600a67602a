// @vitest-environment jsdom
// The shell in Hindi: the More menu's and the footer's links keep the page's language and read in Hindi; the
// footer offers the English page. English is more-menu.test.tsx's.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MoreMenu } from "@/components/layout/more-menu";
import { SiteFooter } from "@/components/layout/site-footer";

vi.mock("next/navigation", () => ({
  usePathname: () => "/hi/courses",
  useSearchParams: () => new URLSearchParams("level=beginner"),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let messages: Awaited<ReturnType<typeof getMessages>>;

beforeEach(async () => {
  messages = await getMessages({ locale: "hi" });
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const inHindi = (node: React.ReactNode) => (
  <NextIntlClientProvider locale="hi" messages={messages}>
    {node}
  </NextIntlClientProvider>
);

describe("the shell in Hindi", () => {
  it("the More menu: Hindi names, Hindi addresses, the current page marked", () => {
    act(() => root.render(inHindi(<MoreMenu chevron={<svg aria-hidden />} />)));
    const button = container.querySelector("button")!;
    expect(button.textContent).toBe("और");
    act(() => button.click());
    const links = [...container.querySelectorAll("a")];
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["गिग", "/hi/gigs"],
      ["स्टार्टअप", "/hi/startups"],
      ["कोर्स", "/hi/courses"],
      ["डॉक्यूमेंटेशन", "/hi/documentation"],
      ["1:1 कंसल्टेशन", "/hi/consultation"],
      ["लीडरबोर्ड", "/hi/leaderboard"],
    ]);
    expect(links.filter((a) => a.getAttribute("aria-current") === "page").map((a) => a.textContent)).toEqual([
      "कोर्स",
    ]);
  });

  it("the footer: its columns, links and the switch back to English", () => {
    const html = renderToStaticMarkup(inHindi(<SiteFooter />));
    const page = new DOMParser().parseFromString(html, "text/html");
    const names = [...page.querySelectorAll("nav")].map((nav) => nav.getAttribute("aria-label"));
    expect(names).toEqual(["क्विक लिंक", "एक्सप्लोर करें", "कानूनी"]);
    const link = (text: string) => [...page.querySelectorAll("a")].find((a) => a.textContent === text);
    expect(link("नौकरियाँ और इंटर्नशिप")?.getAttribute("href")).toBe("/hi/jobs");
    expect(link("प्राइवेसी पॉलिसी")?.getAttribute("href")).toBe("/hi/privacy-policy");
    expect(page.querySelector('a[aria-label="Builders Hub होम"]')?.getAttribute("href")).toBe("/hi");
    expect(html).toContain("कम्युनिटी से जुड़ें");
    expect(html).toContain(`© ${new Date().getFullYear()} Builders Hub. भारत में बना`);
    const back = page.querySelector('a[hreflang="en"]');
    expect(back?.getAttribute("href")).toBe("/courses?level=beginner");
    expect(back?.querySelector('[lang="en"]')?.textContent).toBe("English");
  });

  it("the footer in English keeps its words", () => {
    const html = renderToStaticMarkup(<SiteFooter />);
    for (const text of [
      "Quick Links",
      "Join Community",
      "Jobs &amp; Internships",
      "Built in India for builders everywhere.",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/hi/courses?level=beginner"');
  });
});
