// @vitest-environment jsdom
// The listing form in Hindi (/hi/submit-listing): labels, hints, the select's choices and the button read in Hindi,
// while the values sent stay the API's ("Full-time"); rendered without a provider it reads English as before.
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ListingForm } from "@/components/listings/listing-form";
import { ListingStatusNote } from "@/components/listings/listing-status-note";
import { SubmitSuccess } from "@/components/listings/submit-success";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: () => {}, push: () => {} }),
  usePathname: () => "/submit-listing",
  useSearchParams: () => new URLSearchParams(),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function draw(element: ReactNode, locale?: "hi") {
  const tree = locale ? (
    <NextIntlClientProvider locale={locale} messages={await getMessages({ locale })}>
      {element}
    </NextIntlClientProvider>
  ) : (
    element
  );
  await act(async () => root.render(tree));
}

const label = (id: string) => container.querySelector(`label[for="${id}"]`)?.textContent ?? "";
const submit = () => container.querySelector('button[type="submit"]')?.textContent?.trim();

describe("the job form in Hindi", () => {
  it("reads in Hindi, with the choices' values unchanged", async () => {
    await draw(<ListingForm preselected="job" editing={null} />, "hi");
    expect(container.querySelector("legend")?.textContent).toContain("लिस्टिंग का प्रकार");
    expect(label("listing-jobType")).toContain("नौकरी का प्रकार");
    expect(label("listing-contactEmail")).toContain("संपर्क ईमेल");
    const fullTime = container.querySelector<HTMLOptionElement>(
      '#listing-jobType option[value="Full-time"]',
    )!;
    expect(fullTime.textContent).toBe("फ़ुल-टाइम");
    const years = container.querySelector<HTMLOptionElement>(
      '#listing-experience option[value="1-3 years"]',
    )!;
    expect(years.textContent).toBe("1-3 साल");
    expect(container.textContent).toContain("PNG, JPG या GIF");
    expect(submit()).toBe("नौकरी सबमिट करें");
  });

  it("reads English without a provider, as before", async () => {
    await draw(<ListingForm preselected="job" editing={null} />);
    expect(label("listing-jobType")).toContain("Job type");
    const fullTime = container.querySelector<HTMLOptionElement>(
      '#listing-jobType option[value="Full-time"]',
    )!;
    expect(fullTime.textContent).toBe("Full-time");
    expect(submit()).toBe("Submit Job");
  });

  it("says the gig's success in Hindi, with links that keep the language's prefix", async () => {
    await draw(<SubmitSuccess kind="gig" id="g1" updated={false} />, "hi");
    expect(container.querySelector("h2")?.textContent).toBe("सबमिट हो गया");
    expect(container.textContent).toContain("आपके गिग की समीक्षा बाकी है");
    const hrefs = [...container.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["/hi/dashboard/listings", "/hi/gig/g1"]);
  });
});

describe("the status note of a listing not live", () => {
  it("says a rejection and its reason in Hindi", async () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="hi" messages={await getMessages({ locale: "hi" })}>
        <ListingStatusNote status="rejected" reason="Duplicate post" />
      </NextIntlClientProvider>,
    );
    expect(html).toContain("अस्वीकार की गई। कारण: Duplicate post. यह लिस्टिंग सिर्फ़ आप और हमारे एडमिन देख सकते हैं।");
  });

  it("keeps the English words", () => {
    const html = renderToStaticMarkup(<ListingStatusNote status="rejected" reason={null} />);
    expect(html).toContain("Rejected. No reason was given. Only you and our admins can see this listing.");
  });
});
