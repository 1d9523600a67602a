// @vitest-environment jsdom
// The saved search's card in Hindi (/hi/dashboard/saved-searches): its words from the hi catalog, its links kept in
// Hindi, while the member's own name for the search is shown as written.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
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
});

const search: SavedSearchDto = {
  id: "cm0saved0000000000000001",
  name: "ZK gigs",
  kind: "gig",
  query: "q=zk",
  description: "All freelance gigs, matching “zk”",
  href: "/gigs?q=zk",
  frequency: "weekly",
  lastSentAt: null,
  createdAt: "2026-11-28T10:00:00.000Z",
};

describe("SavedSearchItem in Hindi", () => {
  it("says its frequency, buttons and last send in Hindi and links to the Hindi search", async () => {
    const messages = await getMessages({ locale: "hi" });
    act(() =>
      root.render(
        <NextIntlClientProvider locale="hi" messages={messages}>
          <SavedSearchItem search={search} />
        </NextIntlClientProvider>,
      ),
    );
    const text = container.textContent!;
    expect(text).toContain("मुझे ईमेल करें");
    expect(text).toContain("नाम बदलें");
    expect(text).toContain("हटाएँ");
    expect(text).toContain("पिछली बार भेजा गया: कभी नहीं");
    expect(container.querySelector("option:checked")!.textContent).toBe("हफ़्ते का सारांश");
    expect(container.querySelector("h3 a")!.textContent).toBe("ZK gigs");
    expect(container.querySelector("h3 a")!.getAttribute("href")).toBe("/hi/gigs?q=zk");
    expect(text).not.toContain("Email me");
  });
});
