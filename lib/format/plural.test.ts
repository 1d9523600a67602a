import { describe, expect, it } from "vitest";
import { plural, pluralNoun } from "@/lib/format/plural";

describe("plural", () => {
  it("says one thing in the singular and every other count in the plural", () => {
    expect(plural(1, "result")).toBe("1 result");
    expect(plural(0, "result")).toBe("0 results");
    expect(plural(2, "application")).toBe("2 applications");
    expect(plural(1, "application")).toBe("1 application");
  });

  it("takes an irregular plural", () => {
    expect(plural(1, "entry", "entries")).toBe("1 entry");
    expect(plural(3, "entry", "entries")).toBe("3 entries");
    expect(pluralNoun(1, "listing was", "listings were")).toBe("listing was");
  });

  it("writes the count with Indian digit grouping", () => {
    expect(plural(120000, "member")).toBe("1,20,000 members");
  });
});
