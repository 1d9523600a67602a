// Each legal page in Hindi is the English one's translation: the same sections (ids, in order), the same number of
// paragraphs and list items; and the services of /services likewise.
import { describe, expect, it } from "vitest";
import { legalDocument, type LegalDocName } from "@/lib/legal/documents";
import { services, servicesIn } from "@/lib/services/catalogue";

const shape = (name: LegalDocName, locale: string) =>
  legalDocument(name, locale).sections.map((s) => [s.id, s.paragraphs.length, s.list?.length, s.after?.length]);

describe("the legal documents", () => {
  it.each(["privacy", "terms", "refund"] as const)("%s: Hindi has the English sections", (name) => {
    expect(shape(name, "hi")).toEqual(shape(name, "en"));
    expect(legalDocument(name, "hi").title).not.toBe(legalDocument(name, "en").title);
    expect(JSON.stringify(legalDocument(name, "hi"))).not.toMatch(/\$\{|undefined/);
  });

  it("falls back to English for a language without its own text", () => {
    expect(legalDocument("privacy", "qps")).toBe(legalDocument("privacy", "en"));
  });
});

describe("the services", () => {
  it("are the same seven in Hindi, with their English in English", () => {
    expect(servicesIn("en")).toEqual(services);
    const hindi = servicesIn("hi");
    expect(hindi.map((s) => [s.slug, s.icon, s.points.length])).toEqual(
      services.map((s) => [s.slug, s.icon, s.points.length]),
    );
    expect(hindi.every((s, i) => s.title !== services[i]!.title)).toBe(true);
  });
});
