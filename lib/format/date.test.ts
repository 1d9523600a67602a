import { describe, expect, it } from "vitest";
import { formatDay, formatEventDate, istDayStamp, postedAgo, postedLabel } from "@/lib/format/date";

describe("dates", () => {
  it("writes a day as en-IN does, in India's time zone", () => {
    expect(formatDay("2026-10-07T10:00:00Z")).toBe("7 Oct 2026");
    // 20:00 UTC on the 6th is already the 7th in India.
    expect(formatDay("2026-10-06T20:00:00Z")).toBe("7 Oct 2026");
    expect(formatDay(new Date("2027-01-15T13:00:00Z"))).toBe("15 Jan 2027");
    expect(formatEventDate("2027-01-15T13:00:00Z")).toBe("15 Jan 2027, 6:30 pm");
  });

  it("gives the fallback (or nothing) when there is no date", () => {
    expect(formatDay(null)).toBe("");
    expect(formatDay("not a date", "TBD")).toBe("TBD");
    expect(formatEventDate(undefined)).toBe("TBD");
  });

  it("counts days ago by India's calendar", () => {
    // 23:30 IST on the 22nd; the 22nd at 00:30 IST is today, 23:00 IST on the 21st yesterday.
    const now = Date.parse("2026-11-22T18:00:00Z");
    expect(postedAgo("2026-11-21T19:00:00Z", now)).toBe("Today");
    expect(postedAgo("2026-11-21T17:30:00Z", now)).toBe("Yesterday");
  });

  it("says when a listing was posted in a sentence, keeping the month's capital", () => {
    const now = Date.parse("2026-11-22T12:00:00Z");
    expect(postedLabel("2026-11-22T01:00:00Z", now)).toBe("Posted today");
    expect(postedLabel("2026-11-19T12:00:00Z", now)).toBe("Posted 3 days ago");
    expect(postedLabel("2026-10-07T12:00:00Z", now)).toBe("Posted 7 Oct 2026");
  });

  it("stamps a file with India's date", () => {
    expect(istDayStamp(new Date("2026-10-06T20:00:00Z"))).toBe("2026-10-07");
  });
});
