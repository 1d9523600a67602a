import { describe, expect, it } from "vitest";
import { hasEnded, liveSince } from "@/lib/listings/live";

describe("liveSince", () => {
  it("is the start of today in India (00:00 IST, 18:30 UTC the day before)", () => {
    // 20:00 UTC on 25 Nov is 01:30 on 26 Nov in India; 18:29 UTC is 23:59 on the 25th.
    expect(liveSince(new Date("2026-11-25T20:00:00Z")).toISOString()).toBe("2026-11-25T18:30:00.000Z");
    expect(liveSince(new Date("2026-11-25T18:29:00Z")).toISOString()).toBe("2026-11-24T18:30:00.000Z");
  });
});

describe("hasEnded", () => {
  const now = new Date("2026-11-25T12:00:00Z"); // 17:30 in India
  it("keeps a deadline of today open until the day ends in India", () => {
    expect(hasEnded("2026-11-25T00:00:00.000Z", now)).toBe(false);
    expect(hasEnded("2026-11-25T00:00:00.000Z", new Date("2026-11-25T18:30:00Z"))).toBe(true);
  });
  it("keeps an event held at 00:57 IST today open all day, and closes it at midnight in India", () => {
    const at = "2026-11-24T19:27:00.000Z"; // 00:57 on 25 Nov in India
    expect(hasEnded(at, now)).toBe(false);
    expect(hasEnded(at, new Date("2026-11-25T18:29:00Z"))).toBe(false);
    expect(hasEnded(at, new Date("2026-11-25T18:31:00Z"))).toBe(true);
  });
  it("closes yesterday's and keeps none or later ones open", () => {
    expect(hasEnded("2026-11-24T00:00:00.000Z", now)).toBe(true);
    expect(hasEnded(null, now)).toBe(false);
    expect(hasEnded("2026-12-01T10:00:00.000Z", now)).toBe(false);
  });
});
