import { describe, expect, it } from "vitest";
import { givenReason, reasonLine } from "@/lib/listings/rejection";

describe("what the poster reads of a rejection", () => {
  it("names the reason given, and says plainly when none was", () => {
    expect(reasonLine("Please add the venue and date.")).toBe("Reason: Please add the venue and date.");
    expect(reasonLine("Duplicate post")).toBe("Reason: Duplicate post.");
    for (const none of [null, undefined, "", "  ", "Rejected by admin"]) {
      expect(givenReason(none)).toBeNull();
      expect(reasonLine(none)).toBe("No reason was given.");
    }
  });
});
