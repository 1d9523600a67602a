import { describe, expect, it } from "vitest";
import { isReachableEmail } from "@/lib/site/reachable";

describe("isReachableEmail", () => {
  it("refuses addresses on the domains reserved for examples and tests", () => {
    for (const address of [
      "hello@buildershub.example",
      "a@example.com",
      "b@mail.example.org",
      "c@x.test",
      "d@x.invalid",
      "",
      null,
      "no-at-sign",
    ]) {
      expect(isReachableEmail(address)).toBe(false);
    }
  });

  it("accepts any other address", () => {
    expect(isReachableEmail("team@buildershub.in")).toBe(true);
    expect(isReachableEmail("ops@examples.com")).toBe(true);
  });
});
