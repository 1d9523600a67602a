// @vitest-environment jsdom
// A list page shows what its URL says (issue #42): its search box and filters go back to the URL's values when the
// browser shows the page again by Back (restored from its cache, or loaded again), and a page past the last of the
// results says so, with a link to the last page that keeps the search and filters.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FilterBar } from "@/components/listings/filter-bar";
import { ListResults, pagingOf } from "@/components/listings/page-list";
import { SearchBox } from "@/components/listings/search-box";
import { UrlFormReset } from "@/components/listings/url-form-reset";
import { jobFilterSpecs } from "@/lib/listing-views/filter-specs";
import { filterBarOf } from "@/lib/listing-views/list-filters";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/** /jobs?q=rust as the server draws it, then the island that keeps its forms to the URL, mounted. */
function drawJobsSearchedFor(query: string) {
  const view = filterBarOf("/jobs", jobFilterSpecs, {}, query);
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <SearchBox action="/jobs" query={query} label="Search jobs" placeholder="Search" />
      <FilterBar view={view} />
    </>,
  );
  const island = document.body.appendChild(document.createElement("div"));
  act(() => {
    root = createRoot(island);
    root.render(<UrlFormReset />);
  });
  const search = document.querySelector<HTMLInputElement>('input[name="q"][type="search"]')!;
  const solidity = document.querySelector<HTMLInputElement>('input[name="skills"][value="solidity"]')!;
  const mode = document.querySelector<HTMLSelectElement>('select[name="mode"]')!;
  return { search, solidity, mode };
}

/** What the visitor did before sending the forms: typed, ticked, chose. */
function fillIn({ search, solidity, mode }: ReturnType<typeof drawJobsSearchedFor>) {
  search.value = "solidity dev";
  solidity.checked = true;
  mode.value = "remote";
}

const navigationType = (type: NavigationTimingType) =>
  vi
    .spyOn(performance, "getEntriesByType")
    .mockReturnValue([{ type } as unknown as PerformanceNavigationTiming]);

describe("a list's forms after Back", () => {
  it("are never restored by the browser: both forms have autocomplete off", () => {
    drawJobsSearchedFor("rust");
    const forms = [...document.querySelectorAll("form")];
    expect(forms).toHaveLength(2);
    for (const form of forms) expect(form.getAttribute("autocomplete")).toBe("off");
  });

  it("go back to the URL's values when the page comes back from the back/forward cache", () => {
    const fields = drawJobsSearchedFor("rust");
    fillIn(fields);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    });
    expect(fields.search.value).toBe("rust");
    expect(fields.solidity.checked).toBe(false);
    expect(fields.mode.value).toBe("");
  });

  it("go back to the URL's values when Back loads the page again", () => {
    navigationType("back_forward");
    const fields = drawJobsSearchedFor("");
    // The browser restored what was typed before the search was sent, before the page's script ran.
    fillIn(fields);
    act(() => {
      root!.render(<UrlFormReset key="again" />);
    });
    expect(fields.search.value).toBe("");
    expect(fields.solidity.checked).toBe(false);
    expect(fields.mode.value).toBe("");
  });

  it("keep what the visitor types on a page they opened (not by Back)", () => {
    navigationType("navigate");
    const fields = drawJobsSearchedFor("rust");
    fillIn(fields);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    });
    expect(fields.search.value).toBe("solidity dev");
    expect(fields.solidity.checked).toBe(true);
  });
});

describe("a page past the last of the results", () => {
  const results = (paging: Parameters<typeof pagingOf>[0], query = "hack") =>
    renderToStaticMarkup(
      <ListResults
        items={[]}
        query={query}
        failed="Failed to load events"
        empty="Coming Soon..."
        searched={`No events matched "${query}" yet.`}
        idle="Check back soon."
        count={null}
        grid=""
        card={() => null}
        paging={pagingOf(paging, "/events", { q: query, city: "online" })}
      />,
    );

  it("says which page is the last, and links to it with the search and filters", () => {
    const html = results({ currentPage: 9, totalPages: 3, total: 27 });
    expect(html).toContain("Page 9 is past the end of these results: there are 3 pages.");
    expect(html).not.toContain("No events matched");
    expect(html).toContain('href="/events?q=hack&amp;city=online&amp;page=3"');
    expect(html).toContain("Go to page 3");
  });

  it("says one page in the singular, and its link has no page number", () => {
    const html = results({ currentPage: 2, totalPages: 1, total: 4 });
    expect(html).toContain("Page 2 is past the end of these results: there is 1 page.");
    expect(html).toContain('href="/events?q=hack&amp;city=online"');
  });

  it("writes large numbers the Indian way", () => {
    const html = results({ currentPage: 12000, totalPages: 1000, total: 10_000 });
    expect(html).toContain("Page 12,000 is past the end of these results: there are 1,000 pages.");
  });

  it("is the plain empty state when nothing matches at all", () => {
    const html = results({ currentPage: 9, totalPages: 1, total: 0 });
    expect(html).toContain("No events matched &quot;hack&quot; yet.");
    expect(html).not.toContain("past the end");
  });
});
