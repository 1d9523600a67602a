// The lists' filters and filtered titles in Hindi: labels, options and chips from the catalog, the URL's parameter
// names and values unchanged, links under /hi; English's words from the catalog are the constants' (the same text).
import { describe, expect, it } from "vitest";
import { setRequestLocale } from "next-intl/server";
import { eventFilterSpecs, gigFilterSpecs, jobFilterSpecs, startupFilterSpecs } from "@/lib/listing-views/filter-specs";
import { filterBarOf } from "@/lib/listing-views/list-filters";
import { listWordsIn } from "@/lib/listing-views/list-words";
import { readListTitleIn } from "@/lib/listing-views/public-lists";

describe("the filters in Hindi", () => {
  it("name labels, options and chips in Hindi, with the URL's names and values as in English", async () => {
    const { specs } = await listWordsIn("hi");
    expect(specs.job.map((s) => s.label)).toEqual([
      "रोल का प्रकार",
      "जगह",
      "काम का तरीका",
      "अनुभव",
      "कम से कम वेतन",
      "ज़्यादा से ज़्यादा वेतन",
      "स्किल्स (कोई भी)",
    ]);
    expect(specs.job.map((s) => s.name)).toEqual(jobFilterSpecs.map((s) => s.name));
    const mode = specs.job.find((s) => s.name === "mode")!;
    expect(mode.options).toEqual([
      { value: "remote", label: "Remote" },
      { value: "hybrid", label: "हाइब्रिड" },
      { value: "on-site", label: "ऑफ़िस से" },
    ]);
    const bar = filterBarOf(
      "/jobs",
      specs.job,
      { type: "Internship", city: "Pune", salaryMin: 25_000, skills: ["solidity"] },
      "defi",
      {},
      "hi",
    );
    expect(bar.chips).toEqual([
      { label: "इंटर्नशिप", href: "/hi/jobs?q=defi&city=pune&salaryMin=25000&skills=solidity" },
      { label: "पुणे", href: "/hi/jobs?q=defi&type=Internship&salaryMin=25000&skills=solidity" },
      { label: "₹25,000/महीना से", href: "/hi/jobs?q=defi&type=Internship&city=pune&skills=solidity" },
      { label: "स्किल: Solidity", href: "/hi/jobs?q=defi&type=Internship&city=pune&salaryMin=25000" },
    ]);
    expect(bar.clearHref).toBe("/hi/jobs?q=defi");
    expect(bar.path).toBe("/jobs");
    expect(specs.event.find((s) => s.name === "when")?.anyLabel).toBe("आने वाले");
    expect(specs.gig.find((s) => s.name === "duration")?.options.map((o) => o.label)).toEqual([
      "2 हफ़्ते तक",
      "3–4 हफ़्ते",
      "5 हफ़्ते या ज़्यादा",
    ]);
    expect(specs.startup.find((s) => s.name === "hiring")?.chip("no")).toBe("हायरिंग नहीं");
  });

  it("titles a filtered view in Hindi, its canonical URL under /hi", async () => {
    setRequestLocale("hi");
    const jobs = await readListTitleIn("jobs", { skills: "solidity", mode: "remote", type: "Internship" }, "hi");
    expect(jobs).toMatchObject({
      title: "भारत में Remote Solidity इंटर्नशिप",
      canonical: "/hi/jobs?type=Internship&mode=remote&skills=solidity",
    });
    const gigs = await readListTitleIn("gigs", { category: "design", budgetMin: "20000" }, "hi");
    expect(gigs.title).toBe("डिज़ाइन फ़्रीलांस गिग बजट ₹20,000 से");
    const events = await readListTitleIn("events", { type: "workshop", city: "online", when: "past" }, "hi");
    expect(events.title).toBe("ऑनलाइन पिछले वर्कशॉप");
    setRequestLocale("en");
  });

  it("says the same in English from the catalog as the English constants", async () => {
    const { specs } = await listWordsIn("qps-never");
    const plain = (list: typeof jobFilterSpecs) =>
      list.map(({ name, label, anyLabel, options }) => ({ name, label, anyLabel, options }));
    expect(plain(specs.job)).toEqual(plain(jobFilterSpecs));
    expect(plain(specs.event)).toEqual(plain(eventFilterSpecs));
    expect(plain(specs.gig)).toEqual(plain(gigFilterSpecs));
    expect(plain(specs.startup)).toEqual(plain(startupFilterSpecs));
    expect(specs.job.at(-1)!.chip("rust")).toBe("Skill: Rust");
  });
});
