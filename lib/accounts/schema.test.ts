// Age is counted by India's calendar: a member born on 10 Dec turns a year older at 00:00 IST on 10 Dec (18:30
// UTC on the 9th), not at midnight UTC five and a half hours later.
import { describe, expect, it } from "vitest";
import { ageInYears } from "@/lib/accounts/schema";

describe("ageInYears", () => {
  it("adds the year at midnight in India, on both sides of it and of midnight UTC", () => {
    expect(ageInYears("2008-12-10", new Date("2026-12-09T18:29:00Z"))).toBe(17); // 23:59 IST on the 9th
    expect(ageInYears("2008-12-10", new Date("2026-12-09T18:31:00Z"))).toBe(18); // 00:01 IST on the 10th
    expect(ageInYears("2008-12-10", new Date("2026-12-09T23:59:00Z"))).toBe(18); // 05:29 IST
    expect(ageInYears("2008-12-10", new Date("2026-12-10T00:01:00Z"))).toBe(18); // 05:31 IST
  });

  it("counts whole years before and after the birthday's month", () => {
    expect(ageInYears("2000-06-15", new Date("2026-03-01T06:00:00Z"))).toBe(25);
    expect(ageInYears("2000-06-15", new Date("2026-09-01T06:00:00Z"))).toBe(26);
  });
});
