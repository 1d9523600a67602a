import { describe, expect, it } from "vitest";
import { closedNote } from "@/lib/applications/closed-note";

describe("closedNote", () => {
  it("says how many applicants were told, with the plural right", () => {
    expect(closedNote(3)).toBe(". Closed: 3 applicants were told");
    expect(closedNote(1)).toBe(". Closed: 1 applicant was told");
    expect(closedNote(1200)).toBe(". Closed: 1,200 applicants were told");
  });
  it("says nobody was waiting when the close told nobody", () => {
    expect(closedNote(0)).toBe(". Closed: nobody was waiting for an answer");
  });
});
