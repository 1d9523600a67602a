import { describe, expect, it } from "vitest";
import { splitTags } from "@/lib/projects/status";

describe("project cards", () => {
  it("shows at most three tech tags, then +N", () => {
    expect(splitTags(["a", "b"])).toEqual({ shown: ["a", "b"], more: 0 });
    expect(splitTags(["a", "b", "c"])).toEqual({ shown: ["a", "b", "c"], more: 0 });
    expect(splitTags(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
  });
});
