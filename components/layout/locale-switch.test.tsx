// @vitest-environment jsdom
// The language switcher: a plain link to the same page in the other language, its query kept, named by that
// language's own name (in that language) after words in the page's; a click remembers the choice in the cookie.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LocaleSwitch } from "@/components/layout/locale-switch";

const at = vi.hoisted(() => ({ pathname: "/jobs", search: "type=Internship&page=2" }));
vi.mock("next/navigation", () => ({
  usePathname: () => at.pathname,
  useSearchParams: () => new URLSearchParams(at.search),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  // jsdom does not navigate: the click's default is stopped once the switcher's own handler has run.
  container.addEventListener("click", (event) => event.preventDefault());
  document.cookie = "NEXT_LOCALE=; Max-Age=0; Path=/";
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const link = () => container.querySelector("a")!;

describe("the language switcher", () => {
  it("on an English page links to the Hindi one, query and all", () => {
    at.pathname = "/jobs";
    act(() => root.render(<LocaleSwitch />));
    expect(link().getAttribute("href")).toBe("/hi/jobs?type=Internship&page=2");
    expect(link().getAttribute("hreflang")).toBe("hi");
    expect(link().textContent).toBe("Read this page in हिन्दी");
    expect(link().querySelector("[lang]")?.getAttribute("lang")).toBe("hi");
    expect(link().querySelector("[lang]")?.textContent).toBe("हिन्दी");
  });

  it("on a Hindi page links back to the English one, its words in Hindi", async () => {
    at.pathname = "/hi/jobs";
    const messages = await getMessages({ locale: "hi" });
    act(() =>
      root.render(
        <NextIntlClientProvider locale="hi" messages={messages}>
          <LocaleSwitch />
        </NextIntlClientProvider>,
      ),
    );
    expect(link().getAttribute("href")).toBe("/jobs?type=Internship&page=2");
    expect(link().textContent).toBe("यह पेज इस भाषा में पढ़ें: English");
    expect(link().querySelector("[lang]")?.getAttribute("lang")).toBe("en");
  });

  it("remembers the choice for a year when clicked", () => {
    at.pathname = "/events";
    act(() => root.render(<LocaleSwitch />));
    act(() => link().click());
    expect(document.cookie).toContain("NEXT_LOCALE=hi");
  });

  it("is absent from the English-only back office", () => {
    at.pathname = "/admin/members";
    act(() => root.render(<LocaleSwitch />));
    expect(container.querySelector("a")).toBeNull();
  });
});
