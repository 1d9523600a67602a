import { describe, expect, it } from "vitest";
import { formatEventSpan } from "@/lib/format/event-span";

describe("formatEventSpan", () => {
  it("is the start alone without an end, and TBD without a start", () => {
    expect(formatEventSpan("2026-12-10T03:30:00.000Z", null)).toBe("10 Dec 2026, 9:00 am");
    expect(formatEventSpan(null, null)).toBe("TBD");
  });

  it("names the end's time alone when it ends the same day in India", () => {
    expect(formatEventSpan("2026-12-10T03:30:00.000Z", "2026-12-10T12:30:00.000Z")).toBe(
      "10 Dec 2026, 9:00 am – 6:00 pm",
    );
  });

  it("names the end's day when it ends on another day in India (18:30 UTC is the next day there)", () => {
    expect(formatEventSpan("2026-12-10T03:30:00.000Z", "2026-12-10T18:30:00.000Z")).toBe(
      "10 Dec 2026, 9:00 am – 11 Dec 2026, 12:00 am",
    );
    expect(formatEventSpan("2026-12-10T03:30:00.000Z", "2026-12-11T15:30:00.000Z")).toBe(
      "10 Dec 2026, 9:00 am – 11 Dec 2026, 9:00 pm",
    );
  });
});
