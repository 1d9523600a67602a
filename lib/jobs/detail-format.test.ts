import { describe, expect, it } from "vitest";
import { descriptionBlocks } from "@/lib/jobs/detail-format";
import { descriptionBullets } from "@/lib/jobs/format";

describe("job detail description", () => {
  const fiveSentences =
    "You will design our lending vaults. You will write Foundry tests. You will review audits. " +
    "You will mentor two interns. You will present at Devcon India.";

  it("keeps every sentence of a long description (the card keeps three)", () => {
    expect(descriptionBlocks(fiveSentences)).toEqual([{ kind: "paragraph", text: fiveSentences }]);
    expect(descriptionBullets(fiveSentences)).toHaveLength(3);
  });

  it("keeps paragraphs apart", () => {
    expect(descriptionBlocks("First paragraph.\nSame paragraph.\n\n\nSecond one.")).toEqual([
      { kind: "paragraph", text: "First paragraph.\nSame paragraph." },
      { kind: "paragraph", text: "Second one." },
    ]);
  });

  it("lists numbered items, with the text before them as a paragraph", () => {
    expect(descriptionBlocks("What you'll do: 1. Build vaults. 2) Ship audits\n3. Mentor interns.")).toEqual([
      { kind: "paragraph", text: "What you'll do:" },
      { kind: "list", items: ["Build vaults.", "Ship audits", "Mentor interns."] },
    ]);
  });

  it("lists dashed lines", () => {
    expect(descriptionBlocks("Perks:\n- Remote first\n• ESOPs\n  worth having\n\nApply soon.")).toEqual([
      { kind: "paragraph", text: "Perks:" },
      { kind: "list", items: ["Remote first", "ESOPs worth having"] },
      { kind: "paragraph", text: "Apply soon." },
    ]);
  });

  it("leaves numbers that are not a list as prose", () => {
    const text = "We ship Version 2. Then we scale with 2.5 years of runway.";
    expect(descriptionBlocks(text)).toEqual([{ kind: "paragraph", text }]);
    expect(descriptionBlocks("")).toEqual([]);
  });
});
