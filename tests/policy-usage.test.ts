// Who is an admin is decided in one place, lib/auth/policy.ts (isAdmin, assertAdmin, canManageListing, …): no
// other file compares a role with "Admin" itself, so a rule cannot drift between copies. (A Prisma filter such
// as `where: { role: "Admin" }` is a data query, not a check, and is not matched.)
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "@/tests/helpers/source-files";

const root = path.resolve(import.meta.dirname, "..");
const policy = path.join(root, "lib/auth/policy.ts");
const roleCheck = /\brole\s*[!=]==?\s*["'`]Admin["'`]|["'`]Admin["'`]\s*[!=]==?\s*[\w.?]*\brole\b/;

describe("policy usage", () => {
  it('compares a role with "Admin" only in lib/auth/policy.ts', () => {
    const files = [
      ...["app", "components", "lib"].flatMap((d) => sourceFiles(path.join(root, d))),
      path.join(root, "proxy.ts"),
    ];
    const offenders = files
      .filter((file) => file !== policy)
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .flatMap((line, i) =>
            roleCheck.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offenders).toEqual([]);
  });

  it("the pattern catches the checks it is meant to", () => {
    for (const line of [
      'user.role === "Admin"',
      "viewer?.role !== 'Admin'",
      '"Admin" === user.role',
      'role == "Admin"',
    ]) {
      expect(roleCheck.test(line), line).toBe(true);
    }
    for (const line of ['where: { role: "Admin" }', 'role: "Admin" | "Member"', "isAdmin(user)"]) {
      expect(roleCheck.test(line), line).toBe(false);
    }
  });
});
