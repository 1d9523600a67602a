// A list's search words find what its cards show (issue #42 §2): a gig's skills, category and place, a startup's
// city, stage and short description, a job's kind, type, experience and city, beside the title and company. Each
// row carries a unique word in a filter the search is combined with (skills, industry), so other rows never count.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listGigsRoute } from "@/app/api/gigs/route";
import { GET as listJobsRoute } from "@/app/api/jobs/route";
import { GET as listStartupsRoute } from "@/app/api/startups/route";
import { db } from "@/lib/db";
import { startupFacets } from "@/lib/listings/facets";
import { apiRequest, routeContext, uniqueSuffix } from "@/tests/accounts";
import { approvedGigOf } from "@/tests/gigs";
import { approvedJobBy, setUpListingCast } from "@/tests/listings";

const word = `card${uniqueSuffix()
  .replace(/[^a-z0-9]/gi, "")
  .toLowerCase()}`;
const cast = setUpListingCast();

/** The ids a list answers for `params`. */
async function idsOf(route: typeof listJobsRoute, path: string, key: string, params: Record<string, string>) {
  const res = await route(apiRequest("GET", `${path}?${new URLSearchParams(params)}`), routeContext);
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return (body[key] as { id: string }[]).map((x) => x.id);
}

describe("gig search", () => {
  let id = "";
  beforeAll(async () => {
    const gig = await approvedGigOf(cast.ownerCookie, cast.adminCookie, {
      title: `Audit a staking contract ${word}`,
      company: "Chai Chain",
      description: "Review the vault and write tests for it.",
      category: "Smart Contracts",
      location: "Koramangala, Bangalore",
      tags: `Solidity, Tag${word}`,
    });
    id = gig.id;
  });
  const search = (q: string) =>
    idsOf(listGigsRoute, "/api/gigs", "gigs", { search: q, skills: `tag${word}` });

  it.each([
    "solidity",
    "SOLIDITY",
    "smart contracts",
    "koramangala",
    "bangalore",
    "audit a staking",
    "chai chain",
  ])("finds the gig by %s, a word its card shows", async (q) => {
    expect(await search(q)).toEqual([id]);
  });

  it("still matches literally and finds nothing for a word the gig does not hold", async () => {
    expect(await search("rust")).toEqual([]);
    expect(await search("solid%ty")).toEqual([]);
  });
});

describe("startup search", () => {
  let id = "";
  beforeAll(async () => {
    const fields = {
      name: `Kisan Ledger ${word}`,
      shortDescription: `Quokka${word} loans for farmer co-operatives.`,
      description: "We tokenise warehouse receipts.",
      stage: "Series A",
      location: "Indiranagar, Bangalore",
      industry: `Ind${word}`,
    };
    const row = await db.startup.create({
      data: {
        ...fields,
        teamSize: "5-10",
        website: "",
        founded: 2024,
        status: "approved",
        postedByTag: "User",
        ...startupFacets(fields),
      },
    });
    id = row.id;
  });
  const search = (q: string) =>
    idsOf(listStartupsRoute, "/api/startups", "startups", { search: q, industry: `Ind${word}` });

  it.each(["bengaluru", "Bangalore", "indiranagar", "series a", `quokka${word}`, "kisan ledger"])(
    "finds the startup by %s, a word its card shows",
    async (q) => {
      expect(await search(q)).toEqual([id]);
    },
  );

  it("finds nothing for a word the startup does not hold", async () => {
    expect(await search("mumbai")).toEqual([]);
  });
});

describe("job search", () => {
  let id = "";
  beforeAll(async () => {
    const job = await approvedJobBy<{ id: string }>(
      { id: cast.owner.id, cookie: cast.ownerCookie },
      cast.adminCookie,
      {
        title: `Protocol Engineer ${word}`,
        description: "Write and test vaults.",
        location: "Whitefield, Bangalore",
        type: "Internship",
        jobType: "Part-time",
        experience: "5+ years",
        skills: ["Solidity", `Skill${word}`],
      },
    );
    id = job.id;
  });
  const search = (q: string) =>
    idsOf(listJobsRoute, "/api/jobs", "jobs", { search: q, skills: `skill${word}` });

  it.each(["internship", "part-time", "5+ years", "bengaluru", "whitefield", "solidity", "chainwala"])(
    "finds the job by %s, a word its card shows",
    async (q) => {
      expect(await search(q)).toEqual([id]);
    },
  );

  it("finds nothing for a word the job does not hold", async () => {
    expect(await search("full-time")).toEqual([]);
  });
});
