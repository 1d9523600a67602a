import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/current-user";
import { assertAdmin, assertUser } from "@/lib/auth/guards";

const user = (role: "Admin" | "Member", id = "u1") => ({ id, role }) as CurrentUser;

function statusOf(fn: () => unknown): number | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.status : -1;
  }
}

describe("guards", () => {
  it("assertUser: 401 for a guest", () => {
    expect(statusOf(() => assertUser(null))).toBe(401);
    expect(statusOf(() => assertUser(user("Member")))).toBeNull();
  });

  it("assertAdmin: 401 for a guest, 403 for a member", () => {
    expect(statusOf(() => assertAdmin(null))).toBe(401);
    expect(statusOf(() => assertAdmin(user("Member")))).toBe(403);
    expect(statusOf(() => assertAdmin(user("Admin")))).toBeNull();
  });
});
