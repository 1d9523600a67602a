// The fact lines' icons are drawn by CSS (app/globals.css): each must be lucide's own shape, as the sprite draws it,
// with the sprite's stroke (components/ui/icon.tsx's `.icon` class), so a card's icons look as every other icon does.
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Fact, factIcons } from "@/components/ui/fact";
import { spriteSvg } from "@/components/ui/sprite-icons";

const css = readFileSync(path.join(import.meta.dirname, "../../app/globals.css"), "utf8");

/** The SVG of `.fact-<name>`'s mask, decoded. */
function cssIcon(name: string): string | undefined {
  const rule = css.match(
    new RegExp(`\\.fact-${name} \\{\\s*--fact-icon: url\\("data:image/svg\\+xml,([^"]+)"\\);`),
  );
  return rule?.[1] && decodeURIComponent(rule[1]);
}

describe("fact icons", () => {
  const sprite = spriteSvg();

  it.each(factIcons)("%s is lucide's shape with the sprite's stroke", (name) => {
    const symbol = sprite.match(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`));
    expect(symbol).not.toBeNull();
    const svg = cssIcon(name);
    expect(svg).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' " +
        `stroke-linecap='round' stroke-linejoin='round'>${symbol?.[1]?.replaceAll('"', "'")}</svg>`,
    );
  });

  it("has no rule for an icon it does not name", () => {
    const named = [...css.matchAll(/\.fact-([a-z-]+) \{\s*--fact-icon/g)].map((m) => m[1]);
    expect(named.sort()).toEqual([...factIcons].sort());
  });

  it("draws a list item with the icon's class and its value, nothing for assistive technology to read", () => {
    expect(renderToStaticMarkup(Fact({ icon: "map-pin", accent: true, children: "Pune" }))).toBe(
      '<li class="fact fact-map-pin fact-accent">Pune</li>',
    );
    expect(renderToStaticMarkup(Fact({ icon: "clock", children: "Yesterday" }))).toBe(
      '<li class="fact fact-clock">Yesterday</li>',
    );
  });
});
