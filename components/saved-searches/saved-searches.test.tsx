// @vitest-environment jsdom
// The dashboard's card of a saved search and the save form, rendered with React in jsdom: a card says its name once
// (a name that is the search in words is not repeated under it), and saving a search already saved says so with
// the way to the saved one's frequency control, which that link opens focused.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SaveSearchForm } from "@/components/saved-searches/save-search-form";
import { SavedSearchItem } from "@/components/saved-searches/saved-search-item";
import type { SavedSearchDto } from "@/lib/saved-searches/schema";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  window.location.hash = "";
});

const search = (over: Partial<SavedSearchDto> = {}): SavedSearchDto => ({
  id: "cm0saved0000000000000001",
  name: "All freelance gigs, matching “zk”",
  kind: "gig",
  query: "q=zk",
  description: "All freelance gigs, matching “zk”",
  href: "/gigs?q=zk",
  frequency: "daily",
  lastSentAt: null,
  createdAt: "2026-11-28T10:00:00.000Z",
  ...over,
});

const times = (text: string, part: string) => text.split(part).length - 1;

describe("SavedSearchItem", () => {
  it("says a name that is the search in words once, as the link to the search", () => {
    act(() => root.render(<SavedSearchItem search={search()} />));
    expect(times(container.textContent!, "All freelance gigs, matching “zk”")).toBe(1);
    const link = container.querySelector("h3 a")!;
    expect(link.textContent).toBe("All freelance gigs, matching “zk”");
    expect(link.getAttribute("href")).toBe("/gigs?q=zk");
  });

  it("shows the search in words under a name of the member's own", () => {
    act(() => root.render(<SavedSearchItem search={search({ name: "ZK gigs" })} />));
    expect(container.querySelector("h3")!.textContent).toBe("ZK gigs");
    expect(times(container.textContent!, "All freelance gigs, matching “zk”")).toBe(1);
  });

  it("focuses its frequency control when the address points at it", () => {
    window.location.hash = "#saved-search-cm0saved0000000000000001-frequency";
    act(() => root.render(<SavedSearchItem search={search()} />));
    expect(document.activeElement).toBe(container.querySelector("select"));
    expect(document.activeElement!.id).toBe("saved-search-cm0saved0000000000000001-frequency");
  });
});

describe("SaveSearchForm", () => {
  it("says a search is already saved and links to the saved one's frequency control", async () => {
    const message =
      "You already saved this search as “ZK gigs”. Change how often it emails you from your saved searches.";
    const fetch = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === "POST"
        ? Response.json(
            {
              success: false,
              code: "conflict",
              message,
              errors: { query: "This search is already saved as “ZK gigs”" },
            },
            { status: 409 },
          )
        : Response.json({
            searches: [search({ id: "other", kind: "job" }), search({ id: "cm0saved0000000000000001" })],
          }),
    );
    vi.stubGlobal("fetch", fetch);
    act(() =>
      root.render(
        <SaveSearchForm list="/gigs" query="q=zk" defaultName="All freelance gigs" href="/gigs?q=zk" />,
      ),
    );
    await act(async () => {
      container.querySelector("form")!.requestSubmit();
    });
    await vi.waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull());
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain(message);
    const change = [...alert.querySelectorAll("a")].find(
      (a) => a.textContent === "Change how often it emails you",
    );
    expect(change?.getAttribute("href")).toBe(
      "/dashboard/saved-searches#saved-search-cm0saved0000000000000001-frequency",
    );
    expect(fetch).toHaveBeenCalledWith("/api/saved-searches", expect.objectContaining({ method: "GET" }));
  });
});
