// @vitest-environment jsdom
// The offer of Hindi: on an English page, to a browser that prefers Hindi and a visitor who chose no language yet;
// fetched once the page is idle, in Hindi, and either choice remembered so it is offered once. Never a redirect.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HindiOfferLoader } from "@/components/layout/hindi-offer-loader";

vi.mock("next/navigation", () => ({ usePathname: () => "/jobs" }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

function browser(languages: string[], cookie = "") {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  document.cookie = "NEXT_LOCALE=; Max-Age=0; Path=/";
  if (cookie) document.cookie = cookie;
}

beforeEach(() => {
  window.history.replaceState(null, "", "/jobs?type=Internship");
  vi.stubGlobal("requestIdleCallback", (run: () => void) => setTimeout(run, 0));
  vi.stubGlobal("cancelIdleCallback", (id: number) => clearTimeout(id));
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  container.addEventListener("click", (event) => event.preventDefault());
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const offer = () => container.querySelector("section");
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe("the offer of Hindi", () => {
  it("is made in Hindi to a browser that prefers Hindi, linking the same page and query", async () => {
    browser(["hi-IN", "en-IN"]);
    act(() => root.render(<HindiOfferLoader />));
    await vi.waitFor(() => expect(offer()).not.toBeNull());
    expect(offer()!.getAttribute("lang")).toBe("hi");
    expect(offer()!.textContent).toContain("यह पेज हिन्दी में भी उपलब्ध है");
    const link = offer()!.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/hi/jobs?type=Internship");
    act(() => link.click());
    expect(document.cookie).toContain("NEXT_LOCALE=hi");
  });

  it("is dismissed for good", async () => {
    browser(["hi"]);
    act(() => root.render(<HindiOfferLoader />));
    await vi.waitFor(() => expect(offer()).not.toBeNull());
    act(() => offer()!.querySelector("button")!.click());
    expect(offer()).toBeNull();
    expect(document.cookie).toContain("NEXT_LOCALE=en");
  });

  it("is not made when English comes first, or a language was chosen already", async () => {
    browser(["en-IN", "hi-IN"]);
    act(() => root.render(<HindiOfferLoader />));
    await settle();
    expect(offer()).toBeNull();
    act(() => root.unmount());
    root = createRoot(container);
    browser(["hi-IN"], "NEXT_LOCALE=hi");
    act(() => root.render(<HindiOfferLoader />));
    await settle();
    expect(offer()).toBeNull();
  });

  it("is not made on a Hindi page", async () => {
    browser(["hi-IN"]);
    act(() =>
      root.render(
        <NextIntlClientProvider locale="hi" messages={{}}>
          <HindiOfferLoader />
        </NextIntlClientProvider>,
      ),
    );
    await settle();
    expect(offer()).toBeNull();
  });
});
