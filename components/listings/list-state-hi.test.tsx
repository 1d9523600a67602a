// A list's filter bar and its states in Hindi (/hi/jobs): the words from the catalog, the form sent to the Hindi
// list's /search address, the chips' links and Save this search under /hi, the URL's parameters unchanged.
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FilterBar } from "@/components/listings/filter-bar";
import { ListResults, pagingOf } from "@/components/listings/page-list";
import { filterBarOf } from "@/lib/listing-views/list-filters";
import { listWordsIn } from "@/lib/listing-views/list-words";

async function inHindi(node: ReactNode) {
  const messages = await getMessages({ locale: "hi" });
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="hi" messages={messages}>
      {node}
    </NextIntlClientProvider>,
  );
}

describe("a list in Hindi", () => {
  it("draws its filter bar in Hindi, sending the form to /hi/jobs/search", async () => {
    const { specs } = await listWordsIn("hi");
    const view = filterBarOf("/jobs", specs.job, { mode: "Hybrid" }, "rust", {}, "hi");
    const html = await inHindi(<FilterBar view={view} />);
    expect(html).toContain('action="/hi/jobs/search"');
    expect(html).toContain("फ़िल्टर (1)");
    expect(html).toContain("फ़िल्टर लगाएँ");
    expect(html).toContain("काम का तरीका");
    expect(html).toContain('<option value="">कोई भी</option>');
    expect(html).toContain('name="mode"');
    expect(html).toContain('aria-label="फ़िल्टर हटाएँ: हाइब्रिड"');
    expect(html).toContain('href="/hi/jobs?q=rust"');
    expect(html).toContain("सब हटाएँ");
    expect(html).toContain('href="/hi/dashboard/saved-searches/new?list=%2Fjobs&amp;q=rust&amp;mode=hybrid"');
  });

  it("says in Hindi that a page is past the last, and that the filters match nothing", async () => {
    const paging = pagingOf({ currentPage: 9, totalPages: 3, total: 30 }, "/hi/jobs", { q: "hack" });
    const common = { query: "", failed: "x", empty: "कोई नौकरी नहीं मिली...", searched: "", idle: "", count: null };
    const past = await inHindi(<ListResults {...common} items={[]} paging={paging} grid="" card={() => null} />);
    expect(past).toContain("पेज 9 इन नतीजों के आख़िर से आगे है: कुल 3 पेज हैं।");
    expect(past).toContain('href="/hi/jobs?q=hack&amp;page=3"');
    const none = await inHindi(<ListResults {...common} items={[]} filtered grid="" card={() => null} />);
    expect(none).toContain("इन फ़िल्टर से कुछ नहीं मिला।");
  });
});
