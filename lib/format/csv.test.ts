import { describe, expect, it } from "vitest";
import { csvCell, csvDocument, csvIstHeader, csvIstTime } from "@/lib/format/csv";

describe("CSV", () => {
  it("writes times in India's time as a spreadsheet reads them, under a header that says IST", () => {
    expect(csvIstTime(new Date("2026-12-10T09:00:00Z"))).toBe("2026-12-10 14:30");
    expect(csvIstTime(new Date("2026-12-10T20:00:00Z"))).toBe("2026-12-11 01:30");
    expect(csvIstHeader("created_at")).toBe("created_at (IST)");
  });

  it("quotes every cell and neutralises formulas", () => {
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    expect(csvDocument(["a"], [["x"]])).toBe('\uFEFFa\r\n"x"\r\n');
  });
});
