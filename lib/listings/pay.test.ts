// Every phrasing of lib/listings/pay.rows.ts read as the pay filters compare it: rupees a month.
import { describe, expect, it } from "vitest";
import { monthlyPayOf, payOf, rupeeRangeOf } from "@/lib/listings/facets";
import { payRows } from "@/lib/listings/pay.rows";

describe("pay as Indian listings write it", () => {
  it("has at least 40 phrasings", () => expect(payRows.length).toBeGreaterThanOrEqual(40));

  it.each(payRows)("%s is %j rupees a month", (text, monthly) => {
    expect(monthlyPayOf(text)).toEqual(monthly);
  });

  it("says how often each amount is paid", () => {
    expect(payOf("₹1.5 lakh per month")).toEqual({ min: 150_000, max: 150_000, per: "month" });
    expect(payOf("₹3.5L - ₹5L p.a.")).toEqual({ min: 350_000, max: 500_000, per: "year" });
    expect(payOf("₹500/hour")).toEqual({ min: 500, max: 500, per: "hour" });
    expect(payOf(null)).toBeNull();
  });

  it("reads a budget's rupees however it is paid", () => {
    expect(rupeeRangeOf("₹70,000 - ₹1,00,000")).toEqual({ min: 70_000, max: 100_000 });
    expect(rupeeRangeOf("₹1.5 lakh")).toEqual({ min: 150_000, max: 150_000 });
    expect(rupeeRangeOf("Negotiable")).toBeNull();
  });
});
