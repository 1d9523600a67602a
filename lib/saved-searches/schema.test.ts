// The words and rules of a saved search the form, the dashboard, the API and the /unsubscribe page share.
import { describe, expect, it } from "vitest";
import {
  alertsSentence,
  defaultNameOf,
  namesItsSearch,
  savedSearchInput,
  unknownParams,
} from "@/lib/saved-searches/schema";

describe("alertsSentence", () => {
  it("says what each frequency sends, in a sentence", () => {
    expect(alertsSentence("instant", "Rust jobs")).toBe(
      "You get instant alerts (within 15 minutes) for your saved search “Rust jobs”.",
    );
    expect(alertsSentence("daily", "Rust jobs")).toBe(
      "You get a daily digest for your saved search “Rust jobs”.",
    );
    expect(alertsSentence("weekly", "Rust jobs")).toBe(
      "You get a weekly digest for your saved search “Rust jobs”.",
    );
  });
});

describe("unknownParams", () => {
  it("names each parameter its list does not read, once, in order", () => {
    const names = (query: string) => new URLSearchParams(query).keys();
    expect(unknownParams("job", names("q=rust&type=Internship&mode=remote&salaryMin=10000&page=2"))).toEqual(
      [],
    );
    expect(unknownParams("job", names("search=XSS&q=a&search=b&city=remote&x=1"))).toEqual(["search", "x"]);
    expect(unknownParams("startup", names("hiring=yes&salaryMin=10000"))).toEqual(["salaryMin"]);
    expect(unknownParams("gig", names(""))).toEqual([]);
  });

  it("is what the save schema refuses, on query", () => {
    const parsed = savedSearchInput.safeParse({ list: "/jobs", query: "search=XSS", name: "XSS" });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues).toEqual([
      expect.objectContaining({ path: ["query"], message: "Unknown filter for /jobs: search" }),
    ]);
    expect(savedSearchInput.safeParse({ list: "/jobs", query: "", name: "All jobs" }).success).toBe(true);
  });
});

describe("namesItsSearch", () => {
  const long = `Remote internships in India paying ₹10,000+ a month, matching “${"w".repeat(40)}”`;
  it("is true for the search in words, or the start of it the form offers as the name", () => {
    expect(namesItsSearch("All gigs", "All gigs")).toBe(true);
    expect(namesItsSearch(defaultNameOf(long).trim(), long)).toBe(true);
  });
  it("is false for a name of the member's own", () => {
    expect(namesItsSearch("Paid internships", long)).toBe(false);
    expect(namesItsSearch("Remote", long)).toBe(false);
  });
});
