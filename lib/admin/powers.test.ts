import { describe, expect, it } from "vitest";
import { adminPowers, promoteConfirmation } from "@/lib/admin/powers";
import { adminSections } from "@/lib/admin/sections";

describe("what a promotion hands over", () => {
  it("names a power for every back-office section", () => {
    const covered = new Set(adminPowers.flatMap((p) => p.sections));
    expect(adminSections.filter((s) => !covered.has(s))).toEqual([]);
  });

  it("asks by name and lists the powers in one sentence", () => {
    const { title, description } = promoteConfirmation("Riya Sharma");
    expect(title).toBe("Make Riya Sharma an admin?");
    expect(description).toMatch(
      /^They will be able to approve, reject and delete any listing; .+; and read leads and the audit log\.$/,
    );
  });
});
