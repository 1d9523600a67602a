import { describe, expect, it } from "vitest";
import { projectStatusTone, splitTags } from "@/lib/projects/status";

describe("project cards", () => {
  it("colours In Development yellow, Beta green and anything else purple", () => {
    expect(projectStatusTone("In Development")).toBe("warning");
    expect(projectStatusTone("Beta")).toBe("success");
    expect(projectStatusTone("Live")).toBe("info");
    expect(projectStatusTone("Launched")).toBe("info");
  });

  it("shows at most three tech tags, then +N", () => {
    expect(splitTags(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
    expect(splitTags(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], more: 0 });
    expect(splitTags(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
  });
});
