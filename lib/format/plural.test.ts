import { describe, expect, it } from "vitest";
import { aOrAn, plural, pluralNoun, possessive } from "@/lib/format/plural";

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

describe("aOrAn", () => {
  it("puts an before a vowel sound and a before a consonant sound", () => {
    expect(aOrAn("event")).toBe("an event");
    expect(aOrAn("gig")).toBe("a gig");
    expect(aOrAn("job")).toBe("a job");
    expect(aOrAn("internship")).toBe("an internship");
    expect(aOrAn("startup")).toBe("a startup");
    expect(aOrAn("hour")).toBe("an hour");
    expect(aOrAn("user")).toBe("a user");
    expect(aOrAn("unicorn startup")).toBe("a unicorn startup");
    expect(aOrAn("umbrella")).toBe("an umbrella");
    expect(aOrAn("unusual gig")).toBe("an unusual gig");
    expect(aOrAn("useful tool")).toBe("a useful tool");
    expect(aOrAn("offer")).toBe("an offer");
    expect(aOrAn("one-day workshop")).toBe("a one-day workshop");
    expect(aOrAn("Event")).toBe("an Event");
  });

  it("reads an initialism by its letters' names", () => {
    expect(aOrAn("NFT drop")).toBe("an NFT drop");
    expect(aOrAn("UI review")).toBe("a UI review");
    expect(aOrAn("AI agent")).toBe("an AI agent");
    expect(aOrAn("DAO")).toBe("a DAO");
  });

  it("reads a number as it is said", () => {
    expect(aOrAn("6-digit code")).toBe("a 6-digit code");
    expect(aOrAn("8-digit code")).toBe("an 8-digit code");
    expect(aOrAn("11-day sprint")).toBe("an 11-day sprint");
    expect(aOrAn("110-day sprint")).toBe("a 110-day sprint");
  });
});

describe("possessive", () => {
  it("adds 's, or only ' after a final s", () => {
    expect(possessive("Riya")).toBe("Riya's");
    expect(possessive("ChitChain Labs")).toBe("ChitChain Labs'");
    expect(possessive("Builders Hub")).toBe("Builders Hub's");
  });
});
