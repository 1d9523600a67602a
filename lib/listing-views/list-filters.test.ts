// A list page reads its filters leniently (an odd value is left out, never a failure), and a filtered view gets
// a readable title, a canonical URL with its filters in a fixed order, chips that each remove one filter, and a
// "Clear all" that keeps the search.
import { describe, expect, it } from "vitest";
import { eventFilterFields } from "@/lib/events/schema";
import { eventFilterSpecs, jobFilterSpecs } from "@/lib/listing-views/filter-specs";
import { filterBarOf } from "@/lib/listing-views/list-filters";
import { readListTitle } from "@/lib/listing-views/public-lists";
import {
  monthlyPayOf,
  rupeeRangeOf,
  weeksOf,
  workModeOf,
  jobCityOf,
  eventCityOf,
} from "@/lib/listings/facets";
import { readFilters } from "@/lib/listings/filter-fields";
import { jobFilterFields } from "@/lib/jobs/schema";

describe("a filtered list's title and canonical URL", () => {
  it("names remote Solidity internships, with the known filters in a fixed order", () => {
    const view = readListTitle("jobs", {
      skills: "solidity",
      mode: "remote",
      type: "Internship",
      utm_source: "x",
      page: "3",
      q: "web3",
    });
    expect(view.title).toBe("Remote Solidity internships in India");
    expect(view.canonical).toBe("/jobs?type=Internship&mode=remote&skills=solidity");
  });

  it("leaves odd values out and never fails on them", () => {
    const view = readListTitle("jobs", { mode: "<script>", salaryMin: "abc", city: ["pune", "x"] });
    expect(view).toMatchObject({ title: null, canonical: null });
    expect(
      readFilters(jobFilterFields, { salaryMin: "25,000", mode: "ON-SITE", skills: ["Rust", "go"] }),
    ).toEqual({
      salaryMin: 25_000,
      mode: "On-site",
      skills: ["rust", "go"],
    });
  });

  it("titles the other lists from their filters", () => {
    expect(readListTitle("events", { type: "hackathon", city: "bengaluru", range: "month" }).title).toBe(
      "Hackathons in Bengaluru this month",
    );
    expect(readListTitle("events", { when: "past", city: "online" }).title).toBe("Past events online");
    expect(readListTitle("gigs", { category: "design", budgetMin: "20000" }).title).toBe(
      "Design freelance gigs with a budget from ₹20,000",
    );
    expect(readListTitle("startups", { stage: "seed", city: "pune", hiring: "yes" })).toMatchObject({
      title: "Seed startups in Pune, hiring",
      canonical: "/startups?stage=seed&city=pune&hiring=yes",
    });
    expect(readListTitle("gigs", {}).title).toBeNull();
  });
});

describe("an events list's dates, in India", () => {
  it("names this week and this month as they are (calendar periods), and days as people write them", () => {
    expect(readListTitle("events", { range: "week" }).title).toBe("Events in India this week");
    expect(readListTitle("events", { from: "2026-12-10", to: "2026-12-10" })).toMatchObject({
      title: "Events in India on 10 Dec 2026",
      canonical: "/events?from=2026-12-10&to=2026-12-10",
    });
    expect(readListTitle("events", { city: "online", from: "2026-12-10", to: "2026-12-12" }).title).toBe(
      "Events online from 10 Dec 2026 to 12 Dec 2026",
    );
    expect(readListTitle("events", { to: "2027-01-05" }).title).toBe("Events in India until 5 Jan 2027");
  });

  it("has a chip per date filter that keeps the days of the URL", () => {
    const chosen = readFilters(eventFilterFields, { range: "month", from: "2026-12-10" });
    const bar = filterBarOf("/events", eventFilterSpecs, chosen, "");
    expect(bar.chips).toEqual([
      { label: "This month", href: "/events?from=2026-12-10" },
      { label: "From 10 Dec 2026", href: "/events?range=month" },
    ]);
    expect(bar.controls.find((c) => c.name === "from")?.value).toEqual(["2026-12-10"]);
    expect(bar.controls.find((c) => c.name === "range")?.options.map((o) => o.label)).toEqual([
      "This week",
      "This month",
    ]);
  });
});

describe("the filter bar", () => {
  it("has a chip per filter (one per skill) that removes only it, and Clear all keeps the search", () => {
    const bar = filterBarOf(
      "/jobs",
      jobFilterSpecs,
      { type: "Internship", mode: "Remote", skills: ["solidity", "rust"] },
      "defi",
    );
    expect(bar.chips).toEqual([
      { label: "Internships", href: "/jobs?q=defi&mode=remote&skills=solidity%2Crust" },
      { label: "Remote", href: "/jobs?q=defi&type=Internship&skills=solidity%2Crust" },
      { label: "Skill: Solidity", href: "/jobs?q=defi&type=Internship&mode=remote&skills=rust" },
      { label: "Skill: Rust", href: "/jobs?q=defi&type=Internship&mode=remote&skills=solidity" },
    ]);
    expect(bar.clearHref).toBe("/jobs?q=defi");
    expect(bar.controls.find((c) => c.name === "mode")?.value).toEqual(["remote"]);
    expect(bar.controls.some((c) => c.name === "type")).toBe(false);
  });
});

describe("values derived from a listing's text", () => {
  it.each([
    ["₹12,000/month", { min: 12_000, max: 12_000 }],
    ["₹16 - 24 LPA", { min: 133_333, max: 200_000 }],
    ["₹2,00,000/month", { min: 200_000, max: 200_000 }],
    ["40k-60k a month", { min: 40_000, max: 60_000 }],
    ["Unpaid", { min: 0, max: 0 }],
    ["Competitive", null],
    [null, null],
  ])("pay %s is %j rupees a month", (salary, pay) => {
    expect(monthlyPayOf(salary)).toEqual(pay);
  });

  it("reads work mode, city, budget ranges and weeks", () => {
    expect([workModeOf("Remote (India)"), workModeOf("Pune (Hybrid)"), workModeOf("Goa")]).toEqual([
      "Remote",
      "Hybrid",
      "On-site",
    ]);
    expect([jobCityOf("Remote"), jobCityOf("Awfis, Cyber City, Gurugram"), jobCityOf("Nagpur")]).toEqual([
      "Remote",
      "Delhi NCR",
      null,
    ]);
    expect([eventCityOf("Online"), eventCityOf("T-Hub, Hyderabad"), eventCityOf("")]).toEqual([
      "Online",
      "Hyderabad",
      null,
    ]);
    expect(rupeeRangeOf("₹70,000 - ₹1,00,000")).toEqual({ min: 70_000, max: 100_000 });
    expect([weeksOf("3 weeks"), weeksOf("10 days"), weeksOf("2 months"), weeksOf("ongoing")]).toEqual([
      3,
      2,
      8,
      null,
    ]);
  });
});
