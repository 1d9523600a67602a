import { describe, expect, it } from "vitest";
import { greeting, greetingName } from "@/lib/accounts/greeting";
import { landingPath, safeReturnUrl } from "@/lib/auth/return-url";

describe("greeting", () => {
  it("prefers the first name, then the username, then the email, then User", () => {
    expect(greetingName({ username: "ananya_ux2", firstName: "Ananya", email: "a@x.in" })).toBe("Ananya");
    expect(greetingName({ username: "ananya_ux2", firstName: "  ", email: "a@x.in" })).toBe("ananya_ux2");
    expect(greetingName({ username: "", firstName: "Asha", email: "a@x.in" })).toBe("Asha");
    expect(greetingName({ email: "builder@x.in" })).toBe("builder");
    expect(greetingName({})).toBe("User");
  });

  it("cuts names past 20 characters", () => {
    expect(greetingName({ username: "a".repeat(21) })).toBe(`${"a".repeat(20)}...`);
    expect(greetingName({ firstName: "b".repeat(21), username: "b" })).toBe(`${"b".repeat(20)}...`);
    expect(greetingName({ username: "a".repeat(20) })).toBe("a".repeat(20));
  });

  it("says Welcome to a new user and Welcome back otherwise", () => {
    const ananya = { username: "ananya_ux2", firstName: "Ananya" };
    expect(greeting(ananya, true)).toBe("Welcome, Ananya");
    expect(greeting(ananya, false)).toBe("Welcome back, Ananya");
  });
});

describe("returnUrl", () => {
  it("follows only same-site relative paths", () => {
    expect(safeReturnUrl("/dashboard/settings")).toBe("/dashboard/settings");
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "dashboard",
      "",
      null,
      "/a\\b",
      "/\nx",
    ]) {
      expect(safeReturnUrl(bad)).toBeNull();
    }
  });

  it("sends admins to /admin/dashboard and members to /dashboard without one", () => {
    expect(landingPath("Admin", null)).toBe("/admin/dashboard");
    expect(landingPath("Member", "//evil")).toBe("/dashboard");
    expect(landingPath("Member", "/event/1")).toBe("/event/1");
  });
});
