import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/current-user";
import {
  assertAdmin,
  assertUser,
  canManageListing,
  canSeeListing,
  isAdmin,
  ownsEntry,
  type Actor,
} from "@/lib/auth/policy";

const admin: Actor = { id: "a1", role: "Admin" };
const poster: Actor = { id: "p1", role: "Member" };
const other: Actor = { id: "o1", role: "Member" };

function statusOf(fn: () => unknown): number | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.status : -1;
  }
}

describe("policy", () => {
  it("isAdmin: the Admin role only, whatever else the object holds", () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(poster)).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin({ role: "admin" })).toBe(false);
    expect(isAdmin({ role: "Admin", id: "x", email: "x@y.z" } as unknown as CurrentUser)).toBe(true);
  });

  it("canManageListing: its poster and admins; a seeded listing (no poster) only admins", () => {
    const mine = { postedById: poster.id };
    expect(canManageListing(poster, mine)).toBe(true);
    expect(canManageListing(admin, mine)).toBe(true);
    expect(canManageListing(other, mine)).toBe(false);
    expect(canManageListing(null, mine)).toBe(false);
    expect(canManageListing(admin, { postedById: null })).toBe(true);
    expect(canManageListing(poster, { postedById: null })).toBe(false);
  });

  it("canSeeListing: a live listing anyone; any other only those who manage it", () => {
    expect(canSeeListing(null, { status: "approved", postedById: poster.id })).toBe(true);
    for (const status of ["pending", "rejected"]) {
      const row = { status, postedById: poster.id };
      expect([null, other, poster, admin].map((a) => canSeeListing(a, row))).toEqual([
        false,
        false,
        true,
        true,
      ]);
    }
  });

  it("ownsEntry: only the member it belongs to, admins included", () => {
    expect(ownsEntry(poster, { userId: poster.id })).toBe(true);
    expect(ownsEntry(admin, { userId: poster.id })).toBe(false);
  });

  it("assertUser: 401 for a guest; assertAdmin: 401 for a guest, 403 for a member", () => {
    expect(statusOf(() => assertUser(null))).toBe(401);
    expect(assertUser(poster)).toBe(poster);
    expect(statusOf(() => assertAdmin(undefined))).toBe(401);
    expect(statusOf(() => assertAdmin(poster))).toBe(403);
    expect(assertAdmin(admin)).toBe(admin);
    expect(() => assertAdmin(poster, "Only admins may.")).toThrow("Only admins may.");
  });
});
