import { describe, expect, it } from "vitest";
import {
  addDays,
  formatDay,
  formatEventDate,
  isDayStamp,
  istDayStamp,
  istDayStart,
  istDayStartOf,
  istMonthStart,
  istWeekStart,
  postedAgo,
  postedLabel,
} from "@/lib/format/date";

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

describe("India's days", () => {
  const iso = (d: Date) => d.toISOString();
  it("starts a day at 00:00 IST, on both sides of midnight in India and of midnight UTC (05:30 IST)", () => {
    // 23:59 IST on 9 Dec, 00:01 IST on 10 Dec, then 05:29 and 05:31 IST on 10 Dec.
    expect(iso(istDayStart(new Date("2026-12-09T18:29:00Z")))).toBe("2026-12-08T18:30:00.000Z");
    expect(iso(istDayStart(new Date("2026-12-09T18:31:00Z")))).toBe("2026-12-09T18:30:00.000Z");
    expect(iso(istDayStart(new Date("2026-12-09T23:59:00Z")))).toBe("2026-12-09T18:30:00.000Z");
    expect(iso(istDayStart(new Date("2026-12-10T00:01:00Z")))).toBe("2026-12-09T18:30:00.000Z");
    expect(istDayStamp(new Date("2026-12-09T18:29:00Z"))).toBe("2026-12-09");
    expect(istDayStamp(new Date("2026-12-09T18:31:00Z"))).toBe("2026-12-10");
  });

  it("reads a day written YYYY-MM-DD as the instant it starts in India", () => {
    expect(iso(istDayStartOf("2026-12-10"))).toBe("2026-12-09T18:30:00.000Z");
    expect(iso(addDays(istDayStartOf("2026-12-31"), 1))).toBe("2026-12-31T18:30:00.000Z");
    expect([isDayStamp("2026-12-10"), isDayStamp("2026-02-31"), isDayStamp("10-12-2026")]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("starts a week on Monday and a month on the 1st, in India", () => {
    // Sunday 13 Dec 2026 at 23:59 IST is still that week; 00:01 IST on Monday the 14th starts the next.
    expect(iso(istWeekStart(new Date("2026-12-13T18:29:00Z")))).toBe("2026-12-06T18:30:00.000Z");
    expect(iso(istWeekStart(new Date("2026-12-13T18:31:00Z")))).toBe("2026-12-13T18:30:00.000Z");
    // 23:59 IST on 30 Nov is November; 00:01 IST on 1 Dec is December, and its next month January.
    expect(iso(istMonthStart(new Date("2026-11-30T18:29:00Z")))).toBe("2026-10-31T18:30:00.000Z");
    expect(iso(istMonthStart(new Date("2026-11-30T18:31:00Z")))).toBe("2026-11-30T18:30:00.000Z");
    expect(iso(istMonthStart(new Date("2026-12-15T06:00:00Z"), 1))).toBe("2026-12-31T18:30:00.000Z");
  });
});
