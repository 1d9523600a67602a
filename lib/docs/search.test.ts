import { describe, expect, it } from "vitest";
import { bodyBlocks, matchesDoc, splitMatches } from "@/lib/docs/search";

describe("documentation search", () => {
  it("matches titles and bodies case-insensitively", () => {
    const item = { title: "Install Foundry", body: "Run forgeup." };
    expect(matchesDoc(item, "FOUNDRY")).toBe(true);
    expect(matchesDoc(item, "forgeup")).toBe(true);
    expect(matchesDoc(item, "solana")).toBe(false);
    expect(matchesDoc(item, "  ")).toBe(true);
  });

  it("splits text around every match, treating regex characters literally", () => {
    expect(splitMatches("Node and node", "node")).toEqual([
      { text: "Node", match: true },
      { text: " and ", match: false },
      { text: "node", match: true },
    ]);
    expect(splitMatches("a (b) c", "(b)")).toEqual([
      { text: "a ", match: false },
      { text: "(b)", match: true },
      { text: " c", match: false },
    ]);
    expect(splitMatches("x.*y", ".*")).toEqual([
      { text: "x", match: false },
      { text: ".*", match: true },
      { text: "y", match: false },
    ]);
  });

  it("turns numbered lines into one list", () => {
    expect(bodyBlocks("Intro.\n1. One\n2. Two\nOutro.")).toEqual([
      { kind: "p", text: "Intro." },
      { kind: "ol", items: ["One", "Two"] },
      { kind: "p", text: "Outro." },
    ]);
  });
});
