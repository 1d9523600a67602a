// Searches of the public lists against the seeded database: case-insensitive, approved only, wildcards literal.
import { describe, expect, it } from "vitest";
import { listGigs } from "@/lib/gigs/queries";
import { listStartups } from "@/lib/startups/queries";

describe("listStartups", () => {
  it("lists approved startups only", async () => {
    // The seeded ones (members' approved startups from other tests join them).
    const names = (await listStartups()).filter((s) => s.postedByTag === "Admin").map((s) => s.name);
    expect(names).toHaveLength(7);
    expect(names).not.toContain("KiranaKart AI");
  });

  it("matches name, description and industry case-insensitively", async () => {
    expect((await listStartups("paisa")).map((s) => s.name)).toEqual(["PaisaPool"]);
    expect((await listStartups("HINGLISH")).map((s) => s.name)).toEqual(["Vaani AI"]);
    expect((await listStartups("defi")).map((s) => s.name)).toEqual(["PaisaPool"]);
  });

  it("treats LIKE wildcards as plain text", async () => {
    for (const text of ["%", "_", "\\", "%%", "a_b", '\'; DROP TABLE "Startup"; --']) {
      expect(await listStartups(text)).toEqual([]);
    }
  });
});

describe("listGigs", () => {
  it("matches what the card shows (title, company, place, tags), case-insensitively", async () => {
    expect((await listGigs("DESI THREADS")).map((g) => g.company)).toEqual(["Desi Threads"]);
    expect((await listGigs("chatbot")).map((g) => g.company)).toEqual(["Desi Threads"]);
    // LIKE wildcards are plain text (a "%" alone is in a seeded description).
    expect(await listGigs("%zz%")).toEqual([]);
    expect(await listGigs("zzqx no such gig")).toEqual([]);
    // The place on the card is searched too (issue #42 §2).
    expect((await listGigs("Remote")).length).toBeGreaterThan(0);
  });
});
