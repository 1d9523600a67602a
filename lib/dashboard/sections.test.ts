import { describe, expect, it } from "vitest";
import { sectionOf, sectionRedirect } from "@/lib/dashboard/sections";

describe("dashboard sections", () => {
  it("names the section a path segment shows, and none for anything else", () => {
    expect(sectionOf("coins")).toBe("coins");
    expect(sectionOf("settings")).toBe("settings");
    expect(sectionOf("jobs")).toBeUndefined();
    expect(sectionOf(undefined)).toBeUndefined();
  });

  it("sends an old ?tab= address to its section, keeping the other parameters", () => {
    expect(sectionRedirect({ tab: "bids" })).toBe("/dashboard/bids");
    expect(sectionRedirect({ tab: "coins", view: "history", page: "2" })).toBe(
      "/dashboard/coins?view=history&page=2",
    );
    expect(sectionRedirect({ tab: "nope", view: "history" })).toBeNull();
    expect(sectionRedirect({})).toBeNull();
    expect(sectionRedirect({ tab: ["bids", "coins"] })).toBeNull();
  });
});
