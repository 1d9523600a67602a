// The 404 page in each language: its words, its title and the way home in the page's language.
import { renderToStaticMarkup } from "react-dom/server";
import { setRequestLocale } from "next-intl/server";
import { afterEach, describe, expect, it } from "vitest";
import NotFound, { generateMetadata } from "@/app/[locale]/not-found";

afterEach(() => setRequestLocale("en"));

describe("the 404 page", () => {
  it("reads as the specification has it in English", async () => {
    setRequestLocale("en");
    const html = renderToStaticMarkup(await NotFound());
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain('href="/"');
    expect(html).toContain("Return to Home");
    expect(await generateMetadata({ params: Promise.resolve({ locale: "en" }) })).toEqual({
      title: "Page not found",
    });
  });

  it("is in Hindi at a Hindi address, leading to the Hindi home page", async () => {
    setRequestLocale("hi");
    const html = renderToStaticMarkup(await NotFound());
    expect(html).toContain("पेज नहीं मिला");
    expect(html).toContain('href="/hi"');
    expect(html).toContain("होम पर लौटें");
    expect(await generateMetadata({ params: Promise.resolve({ locale: "hi" }) })).toEqual({
      title: "पेज नहीं मिला",
    });
  });
});
