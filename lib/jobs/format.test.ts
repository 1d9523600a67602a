import { describe, expect, it } from "vitest";
import { descriptionBullets, firstOf } from "@/lib/jobs/format";
import { formatEventDate, postedAgo } from "@/lib/format/date";

describe("job card rules", () => {
  it("splits a description into bullets on numbered patterns", () => {
    expect(descriptionBullets("1. Build vaults. 2. Ship audits 3) Mentor interns.")).toEqual([
      "Build vaults.",
      "Ship audits",
      "Mentor interns.",
    ]);
  });

  it("keeps at most three sentences of a long description without numbers", () => {
    expect(descriptionBullets("One. Two! Three? Four. Five.")).toEqual(["One.", "Two!", "Three?"]);
    expect(descriptionBullets("Version 2.0 ships soon")).toEqual(["Version 2.0 ships soon"]);
  });

  it("shows at most N items and counts the rest", () => {
    expect(firstOf(["a", "b", "c", "d"], 3)).toEqual({ shown: ["a", "b", "c"], more: 1 });
    expect(firstOf(["a"], 2)).toEqual({ shown: ["a"], more: 0 });
  });
});

describe("dates", () => {
  it("shows event dates in en-IN in Asia/Kolkata, and TBD when missing", () => {
    expect(formatEventDate("2027-01-15T13:00:00Z")).toBe("15 Jan 2027, 6:30 pm");
    expect(formatEventDate(null)).toBe("TBD");
    expect(formatEventDate("not a date")).toBe("TBD");
  });

  it("says how long ago a job was posted", () => {
    const now = Date.parse("2026-11-22T12:00:00Z");
    expect(postedAgo("2026-11-22T01:00:00Z", now)).toBe("Today");
    expect(postedAgo("2026-11-21T01:00:00Z", now)).toBe("Yesterday");
    expect(postedAgo("2026-11-12T12:00:00Z", now)).toBe("10 days ago");
  });
});

describe("IST date inputs", () => {
  it("round-trips a datetime-local value read as India time", async () => {
    const { fromIstInput, toIstInput } = await import("@/lib/format/date");
    expect(fromIstInput("2027-01-15T18:30")).toBe("2027-01-15T18:30:00+05:30");
    expect(new Date(fromIstInput("2027-01-15T18:30")).toISOString()).toBe("2027-01-15T13:00:00.000Z");
    expect(toIstInput("2027-01-15T13:00:00.000Z")).toBe("2027-01-15T18:30");
    expect(toIstInput(null)).toBe("");
  });
});
