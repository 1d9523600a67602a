// The documentation in Hindi: an item as seeded reads in Hindi (its commands as they are), one an admin changed as
// they wrote it, and English unchanged.
import { describe, expect, it } from "vitest";
import { localizedDocs } from "@/lib/docs/localized";
import type { DocItemDto } from "@/lib/docs/queries";
import { docs } from "@/prisma/seed-data/docs";

const seeded = (slug: string): DocItemDto => {
  const d = docs.find((x) => x.slug === slug)!;
  return { id: slug, slug, section: d.section, title: d.title, body: d.body, targetRelease: d.targetRelease ?? null };
};

describe("localizedDocs", () => {
  it("gives every seeded item in Hindi, keeping commands, steps and the release", () => {
    const items = docs.map((d) => seeded(d.slug));
    const hindi = localizedDocs(items, "hi");
    for (const [i, item] of hindi.entries()) {
      expect(item.title, item.slug).not.toBe(items[i]!.title);
      expect(item.body.split("\n").length, item.slug).toBe(items[i]!.body.split("\n").length);
      expect(item.targetRelease).toBe(items[i]!.targetRelease);
    }
    const foundry = hindi.find((d) => d.slug === "setup-foundry")!;
    expect(foundry.title).toBe("Foundry इंस्टॉल करें");
    expect(foundry.body).toContain("curl -L https://foundry.paradigm.xyz | bash");
    expect(foundry.body).toContain("forge init hello-foundry");
  });

  it("leaves an item an admin changed, and English, as they are", () => {
    const edited = { ...seeded("faq-fees"), body: "Fees: ₹4,999 a cohort." };
    expect(localizedDocs([edited], "hi")).toEqual([edited]);
    const english = [seeded("faq-fees")];
    expect(localizedDocs(english, "en")).toEqual(english);
  });
});
