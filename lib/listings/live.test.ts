import { describe, expect, it } from "vitest";
import { hasEnded, liveSince } from "@/lib/listings/live";

describe("liveSince", () => {
  it("is midnight UTC of today's date in India", () => {
    // 20:00 UTC on 25 Nov is 01:30 on 26 Nov in India.
    expect(liveSince(new Date("2026-11-25T20:00:00Z")).toISOString()).toBe("2026-11-26T00:00:00.000Z");
    expect(liveSince(new Date("2026-11-25T18:29:00Z")).toISOString()).toBe("2026-11-25T00:00:00.000Z");
  });
});

describe("hasEnded", () => {
  const now = new Date("2026-11-25T12:00:00Z"); // 17:30 in India
  it("keeps a deadline of today open until the day ends in India", () => {
    expect(hasEnded("2026-11-25T00:00:00.000Z", now)).toBe(false);
    expect(hasEnded("2026-11-25T00:00:00.000Z", new Date("2026-11-25T18:30:00Z"))).toBe(true);
  });
  it("closes yesterday's and keeps none or later ones open", () => {
    expect(hasEnded("2026-11-24T00:00:00.000Z", now)).toBe(true);
    expect(hasEnded(null, now)).toBe(false);
    expect(hasEnded("2026-12-01T10:00:00.000Z", now)).toBe(false);
  });
});
