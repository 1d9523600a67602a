// A saved search in words, in English (exactly as before) and in Hindi: the whole list's name or the list's own
// filtered title in the language (the same words as its page, lib/listing-views/public-lists.ts), the member's
// search words as typed; the query and href the same in every language.
import { describe, expect, it } from "vitest";
import { readListTitleIn } from "@/lib/listing-views/public-lists";
import { describeSearchIn, paramsOf, searchViewIn, searchViewOf } from "@/lib/saved-searches/search-view";

describe("a saved search in words", () => {
  it("says it in English as it always has", async () => {
    expect(searchViewOf("gig", paramsOf("q=zk")).description).toBe("All freelance gigs, matching “zk”");
    expect(searchViewOf("job", {}).description).toBe("All jobs and internships");
    expect(searchViewOf("event", {}).description).toBe("All upcoming events");
    expect(searchViewOf("startup", paramsOf("q=defi")).description).toBe("All startups, matching “defi”");
    const params = paramsOf("q=solidity&type=Internship&location=remote");
    expect(await searchViewIn("job", params, "en")).toEqual(searchViewOf("job", params));
  });

  it("says it in Hindi, the search words as typed", async () => {
    expect(await describeSearchIn("gig", "q=zk", "hi")).toBe("सभी फ़्रीलांस गिग, “zk” से मेल खाते हुए");
    expect(await describeSearchIn("job", "", "hi")).toBe("सभी नौकरियाँ और इंटर्नशिप");
    expect(await describeSearchIn("event", "", "hi")).toBe("सभी आने वाले इवेंट");
    expect(await describeSearchIn("startup", "", "hi")).toBe("सभी स्टार्टअप");
  });

  it("gives a filtered search the list page's own Hindi title", async () => {
    const cases = [
      ["job", "jobs", "q=solidity&type=Internship&location=remote"],
      ["event", "events", "type=hackathon&mode=online"],
      ["gig", "gigs", "category=development"],
      ["startup", "startups", "stage=seed"],
    ] as const;
    for (const [kind, list, query] of cases) {
      const params = paramsOf(query);
      const { title } = await readListTitleIn(list, params, "hi");
      const view = await searchViewIn(kind, params, "hi");
      const english = searchViewOf(kind, params);
      expect(view.query).toBe(english.query);
      expect(view.href).toBe(english.href);
      if (!title) continue;
      expect(view.description.startsWith(title)).toBe(true);
      expect(view.description).not.toBe(english.description);
    }
    const internships = await searchViewIn(
      "job",
      paramsOf("q=solidity&type=Internship&location=remote"),
      "hi",
    );
    expect(internships.description).toMatch(/इंटर्नशिप.*, “solidity” से मेल खाते हुए$/);
  });
});
