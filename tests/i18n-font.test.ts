// The Devanagari face is cut to the characters the Hindi pages use (scripts/subset-devanagari.sh): a catalog that
// gains a character the cut lacks would draw it in another face. Run the script again when this fails.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { devanagariChars, devanagariFont } from "@/app/fonts/devanagari";

const root = path.resolve(import.meta.dirname, "..");
const catalogs = readdirSync(path.join(root, "lib/i18n/messages")).filter((f) => f.endsWith(".json"));

describe("the Devanagari face", () => {
  it("holds every Devanagari character of every catalog", () => {
    const inFont = new Set(
      devanagariChars.split(",").map((u) => String.fromCodePoint(parseInt(u.slice(2), 16))),
    );
    const used = new Set(
      catalogs.flatMap((f) => [...readFileSync(path.join(root, "lib/i18n/messages", f), "utf8")]),
    );
    const missing = [...used].filter((c) => /[\u0900-\u097F]/.test(c) && !inFont.has(c));
    expect(missing).toEqual([]);
  });

  it("is a file the site serves", () => {
    expect(readFileSync(path.join(root, "public", devanagariFont)).byteLength).toBeGreaterThan(10_000);
  });
});
