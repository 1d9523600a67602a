// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { toAsciiHtml } from "@/lib/site/ascii-html.mjs";

// Shaped like a cached page: markup, an RSC payload push, JSON-LD and a style element, with a rupee sign, an
// ellipsis, Devanagari and an emoji (a surrogate pair) in each.
const wide = "₹6 lakh… नमस्ते 🚀";
const page = [
  `<!DOCTYPE html><html lang="en"><head><title>${wide}</title>`,
  `<style>.price::before{content:"${wide}"}</style></head>`,
  `<body><p class="lead" title="${wide}">${wide}</p><textarea>${wide}</textarea><p>Café ©</p>`,
  `<script>self.__next_f.push([1,${JSON.stringify(`3:["$","p",null,{"children":"${wide}"}]`)}])</script>`,
  `<script type="application/ld+json">${JSON.stringify({ name: wide })}</script>`,
  `</body></html>`,
].join("");

const ascii = toAsciiHtml(page);
const before = new DOMParser().parseFromString(page, "text/html");
const after = new DOMParser().parseFromString(ascii, "text/html");

describe("toAsciiHtml", () => {
  it("leaves no character above U+007F", () => {
    expect(page).toMatch(/[^\x00-\x7f]/);
    expect(ascii).not.toMatch(/[^\x00-\x7f]/);
  });

  it("keeps what the markup says: text, attributes, title and textarea", () => {
    expect(after.title).toBe(wide);
    expect(after.querySelector("p.lead")?.textContent).toBe(wide);
    expect(after.querySelector("p.lead")?.getAttribute("title")).toBe(wide);
    expect(after.querySelector("textarea")?.value).toBe(wide);
    const markup = (doc: Document) =>
      [...doc.body.children].filter((e) => e.tagName !== "SCRIPT").map((e) => e.outerHTML);
    expect(markup(after)).toEqual(markup(before));
  });

  it("keeps what the scripts say: the RSC payload and JSON-LD parse to the same values", () => {
    const scripts = (doc: Document) => [...doc.querySelectorAll("script")].map((s) => s.textContent ?? "");
    const [flightBefore = "", ldBefore = ""] = scripts(before);
    const [flightAfter = "", ldAfter = ""] = scripts(after);
    const pushed = (code: string) => JSON.parse(code.slice("self.__next_f.push(".length, -1)) as unknown;
    expect(flightAfter).not.toBe(flightBefore);
    expect(pushed(flightAfter)).toEqual(pushed(flightBefore));
    expect(JSON.parse(ldAfter)).toEqual(JSON.parse(ldBefore));
  });

  it("writes CSS escapes inside a style element", () => {
    expect(after.querySelector("style")?.textContent).toBe(
      '.price::before{content:"\\20b9 6 lakh\\2026  \\928 \\92e \\938 \\94d \\924 \\947  \\1f680 "}',
    );
  });

  it("escapes Latin-1 letters too (é, ©), and returns an ASCII page as it is", () => {
    expect(toAsciiHtml("<p>Café © 2026</p>")).toBe("<p>Caf&#233; &#169; 2026</p>");
    const plain = "<p>Cafe (c) 2026</p>";
    expect(toAsciiHtml(plain)).toBe(plain);
  });
});
