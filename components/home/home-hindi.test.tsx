// The home page's sections in Hindi (and still word for word in English): the catalog's texts, locale-aware links.
import { NextIntlClientProvider, useLocale } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { CallTeaser } from "@/components/home/call-teaser";
import { EventTeaser } from "@/components/home/event-teaser";
import { ExploreGrid } from "@/components/home/explore-grid";
import { Hero } from "@/components/home/hero";
import { JobTeaser } from "@/components/home/job-teaser";
import { sampleEvent } from "@/lib/home/teaser-shapes";
import { localizedPath } from "@/lib/i18n/locales";

// next-intl's navigation (its Link) does not load under Vitest (it imports "next/navigation" without an extension):
// a Link that prefixes the provider's language as it does.
vi.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, ...props }: { href: string } & Record<string, unknown>) => (
    <a href={localizedPath(useLocale(), href)} {...props} />
  ),
}));

const home = (
  <>
    <Hero communityUrl="https://chat.example" nextSectionId="explore" />
    <ExploreGrid id="explore" />
    <JobTeaser job={null} />
    <EventTeaser event={sampleEvent} />
    <CallTeaser />
  </>
);

async function render(locale: "en" | "hi", element: ReactElement) {
  const messages = await getMessages({ locale });
  const html = renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages}>
      {element}
    </NextIntlClientProvider>,
  );
  return html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
}

describe("the home page's sections", () => {
  it("read Hindi on /hi, with links that stay in Hindi", async () => {
    const html = await render("hi", home);
    expect(html).toContain("Web3, AI और फ़्यूचर-टेक बिल्डर्स की भारतीय कम्युनिटी");
    expect(html).toContain('data-word="सॉल्यूशन"');
    expect(html).toContain("चलिए शुरू करें");
    expect(html).toContain("एक बिल्डर को जो कुछ चाहिए, सब एक ही हब में");
    expect(html).toContain("सभी नौकरियाँ देखें");
    expect(html).toContain("तय नहीं");
    expect(html).toContain("मुफ़्त 1:1 कॉल बुक करें");
    expect(html).toContain('href="/hi/events"');
    expect(html).toContain('href="/hi/jobs"');
    expect(html).toContain('href="/hi/consultation"');
    expect(html).not.toContain("Let's Go");
  });

  it("keep their English words and addresses on /", async () => {
    const html = await render("en", home);
    expect(html).toContain("India's community for Web3, AI and future-tech builders");
    expect(html).toContain("India's home for Web3 & AI Solutions, Communities and Careers");
    expect(html).toContain('data-word="Solutions"');
    expect(html).toContain("Let's Go");
    expect(html).toContain("Everything a builder needs, in one hub");
    expect(html).toContain('Stuck? Talk to someone who has <span class="text-gradient">shipped it</span>.');
    expect(html).toContain("TBD");
    expect(html).toContain('href="/events"');
    expect(html).toContain('href="/consultation"');
    expect(html).not.toContain("/hi/");
  });

  it("word an event's registration in the page's language (the teaser carries only its phase and places)", async () => {
    const card = (registration: { phase: "open" | "waitlist"; placesLeft: number | null }) => (
      <EventTeaser event={{ ...sampleEvent, id: "e1", registration }} />
    );
    const cases = [
      [card({ phase: "open", placesLeft: 12 }), "12 जगहें बाकी", "12 places left"],
      [card({ phase: "open", placesLeft: 1 }), "1 जगह बाकी", "1 place left"],
      [card({ phase: "open", placesLeft: null }), "रजिस्ट्रेशन खुला है", "Registration open"],
      [card({ phase: "waitlist", placesLeft: 0 }), "वेटलिस्ट", "Waitlist"],
    ] as const;
    for (const [teaser, hindi, english] of cases) {
      const inHindi = await render("hi", teaser);
      expect(inHindi).toContain(hindi);
      expect(inHindi).not.toContain(english);
      expect(await render("en", teaser)).toContain(english);
    }
  });
});
