// The reverse index's keys: a search and a listing on its list always share one; the words' key is a stretch of
// them; the filters' keys are the search's values together, one per skill of an any-of filter.
import { describe, expect, it } from "vitest";
import { anchorOf, gramsOf, listingKeysOf, searchKeysOf, type ListingFacts } from "@/lib/saved-searches/keys";

const job = (over: Partial<Extract<ListingFacts, { kind: "job" }>> = {}): ListingFacts => ({
  kind: "job",
  searchText: "solidity engineer acme labs bengaluru / remote solidity, rust",
  type: "Job",
  jobType: "Full-time",
  city: "Bengaluru",
  workMode: "Remote",
  experience: "1-3 years",
  skillKeys: ["solidity", "rust"],
  ...over,
});

const shares = (search: string[], listing: string[]) => search.some((k) => listing.includes(k));

describe("anchorOf", () => {
  it("keeps short words whole and takes the rarest stretch of longer ones", () => {
    expect(anchorOf("ai")).toBe("ai");
    expect(anchorOf("rust")).toBe("rust");
    expect(anchorOf("quokkachain")).toBe("quok"); // q and k are rare in English
    expect(anchorOf("web3 jobs")).toBe("b3 j");
  });
});

describe("gramsOf", () => {
  it("holds every stretch of one to four characters, once", () => {
    expect([...gramsOf("abcab")].sort()).toEqual(
      ["a", "ab", "abc", "abca", "b", "bc", "bca", "bcab", "c", "ca", "cab"].sort(),
    );
  });
});

describe("searchKeysOf and listingKeysOf", () => {
  it("file a search with words under one stretch of them, which a listing with those words has", () => {
    const keys = searchKeysOf("job", "q=Solidity%20Engineer&city=bengaluru");
    expect(keys).toEqual([`w:${anchorOf("solidity engineer")}`]);
    expect(shares(keys, listingKeysOf(job()))).toBe(true);
    expect(shares(keys, listingKeysOf(job({ searchText: "rust engineer" })))).toBe(false);
  });

  it("file a search without words under its filters together, one key per skill", () => {
    expect(searchKeysOf("job", "type=Internship&city=remote&mode=remote&skills=rust,go")).toEqual([
      "f:type=Internship&city=Remote&mode=Remote&skills=rust",
      "f:type=Internship&city=Remote&mode=Remote&skills=go",
    ]);
    expect(searchKeysOf("gig", "")).toEqual(["f:"]);
    // Ranges and bad values are not keys: the list's query confirms them.
    expect(searchKeysOf("job", "salaryMin=10000&city=atlantis")).toEqual(["f:"]);
  });

  it("give a listing every combination of its values, so a search on any of them finds it", () => {
    const listing = listingKeysOf(job());
    for (const query of [
      "",
      "city=remote",
      "city=bengaluru&mode=remote",
      "type=Job&experience=1-3-years&skills=go,rust",
      "skills=solidity",
    ]) {
      expect(shares(searchKeysOf("job", query), listing), query).toBe(true);
    }
    for (const query of ["city=pune", "type=Internship", "mode=hybrid", "skills=go"]) {
      expect(shares(searchKeysOf("job", query), listing), query).toBe(false);
    }
    // Remote is the work mode: a job in a city that is not worked remotely is not in it.
    expect(shares(searchKeysOf("job", "city=remote"), listingKeysOf(job({ workMode: "Hybrid" })))).toBe(
      false,
    );
  });

  it("key the other kinds' equality filters", () => {
    const event: ListingFacts = { kind: "event", searchText: "x", type: "Hackathon", city: "Online" };
    expect(shares(searchKeysOf("event", "type=hackathon&city=online"), listingKeysOf(event))).toBe(true);
    expect(shares(searchKeysOf("event", "type=meetup"), listingKeysOf(event))).toBe(false);
    const gig: ListingFacts = { kind: "gig", searchText: "x", category: "Design", tagKeys: ["figma"] };
    expect(shares(searchKeysOf("gig", "category=design&skills=figma"), listingKeysOf(gig))).toBe(true);
    const startup: ListingFacts = {
      kind: "startup",
      searchText: "x",
      industry: "Fintech",
      stage: "Seed",
      city: "Pune",
    };
    expect(shares(searchKeysOf("startup", "industry=Fintech&stage=seed"), listingKeysOf(startup))).toBe(true);
    expect(shares(searchKeysOf("startup", "industry=fintech"), listingKeysOf(startup))).toBe(false);
  });
});
