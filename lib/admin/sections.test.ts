import { describe, expect, it } from "vitest";
import { legacyAdminPath, sectionOf } from "@/lib/admin/sections";
import { pageOf, withQuery } from "@/lib/site/query";

describe("legacyAdminPath: the old one-page back office's addresses", () => {
  it("sends /admin/dashboard and an unknown tab to the overview", () => {
    expect(legacyAdminPath({})).toBe("/admin/overview");
    expect(legacyAdminPath({ tab: "nope" })).toBe("/admin/overview");
    expect(legacyAdminPath({ tab: ["members", "coins"] })).toBe("/admin/overview");
  });

  it("sends ?tab=X to /admin/X with the other params kept", () => {
    expect(legacyAdminPath({ tab: "coins" })).toBe("/admin/coins");
    expect(legacyAdminPath({ tab: "listings", type: "job", status: "pending", q: "Rust dev" })).toBe(
      "/admin/listings?type=job&status=pending&q=Rust+dev",
    );
    expect(legacyAdminPath({ tab: "audit", action: "listing.", page: "2" })).toBe(
      "/admin/audit?action=listing.&page=2",
    );
  });

  it("sends one member to /admin/members/ID with the list's search and page", () => {
    expect(legacyAdminPath({ tab: "members", member: "abc", q: "ann", page: "3" })).toBe(
      "/admin/members/abc?q=ann&page=3",
    );
    expect(legacyAdminPath({ tab: "members", q: "ann" })).toBe("/admin/members?q=ann");
    expect(legacyAdminPath({ tab: "members", member: "a/b" })).toBe("/admin/members/a%2Fb");
  });
});

describe("the section helpers", () => {
  it("reads the section from the path's segment", () => {
    expect(sectionOf("members")).toBe("members");
    expect(sectionOf("dashboard")).toBe("overview");
    expect(sectionOf(null)).toBe("overview");
  });

  it("reads ?page leniently and leaves empty params out of links", () => {
    expect(pageOf({ page: "4" })).toBe(4);
    expect(pageOf({ page: "0" })).toBe(1);
    expect(pageOf({ page: "x" })).toBe(1);
    expect(withQuery("/admin/leads", { kind: "demo", course: undefined, q: "" })).toBe(
      "/admin/leads?kind=demo",
    );
    expect(withQuery("/admin/leads", {})).toBe("/admin/leads");
  });
});
