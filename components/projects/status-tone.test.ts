import { describe, expect, it } from "vitest";
import { projectStatusTone } from "@/components/projects/status-tone";

describe("project status badges", () => {
  it("colours In Development yellow, Beta green and anything else purple", () => {
    expect(projectStatusTone("In Development")).toBe("warning");
    expect(projectStatusTone("Beta")).toBe("success");
    expect(projectStatusTone("Live")).toBe("info");
    expect(projectStatusTone("Launched")).toBe("info");
  });
});
