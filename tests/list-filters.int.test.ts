// The public lists' filters (issue #28 §1) through GET /api/jobs, /api/events, /api/gigs and /api/startups:
// every filter of every kind, combinations, the empty result, the old parameters, and bad values (the one 400
// shape). Each test file's rows carry a unique word, searched for, so other tests' rows never count.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listEventsRoute } from "@/app/api/events/route";
import { GET as listGigsRoute } from "@/app/api/gigs/route";
import { GET as listJobsRoute } from "@/app/api/jobs/route";
import { GET as listStartupsRoute } from "@/app/api/startups/route";
import { db } from "@/lib/db";
import { istDayStamp, istMonthStart } from "@/lib/format/date";
import { eventSearchText } from "@/lib/events/dto";
import { jobSearchText } from "@/lib/jobs/dto";
import { createJob } from "@/lib/jobs/mutations";
import { jobInput } from "@/lib/jobs/schema";
import { eventFacets, gigFacets, jobFacets, startupFacets } from "@/lib/listings/facets";
import { liveSince } from "@/lib/listings/live";
import { apiRequest, createTestUser, routeContext, uniqueSuffix } from "@/tests/accounts";

const word = `fltr${uniqueSuffix()
  .replace(/[^a-z0-9]/gi, "")
  .toLowerCase()}`;
const DAY = 86_400_000;
/** 10:00 IST on day `n` of next month (in India). */
const nextMonthDay = (n: number) =>
  new Date(istMonthStart(new Date(), 1).getTime() + (n - 1) * DAY + 10 * 3_600_000);

type Named = { title?: string; name?: string };

async function get(route: typeof listJobsRoute, path: string, params: string) {
  const res = await route(apiRequest("GET", `${path}?search=${word}&${params}`), routeContext);
  return { status: res.status, body: await res.json() };
}

/** The titles (or names) a list answers for `params`, sorted. */
async function names(route: typeof listJobsRoute, path: string, key: string, params = "") {
  const { status, body } = await get(route, path, params);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body[key] as Named[]).map((x) => (x.title ?? x.name)!.replace(`${word} `, "")).sort();
}

async function expectBad(route: typeof listJobsRoute, path: string, params: string, field: string) {
  const { status, body } = await get(route, path, params);
  expect(status).toBe(400);
  expect(body).toMatchObject({ success: false, code: "validation_failed" });
  expect(body.errors[field]).toEqual(expect.any(String));
}

describe("GET /api/jobs filters", () => {
  const jobs = (params = "") => names(listJobsRoute, "/api/jobs", "jobs", params);

  beforeAll(async () => {
    const rows = [
      {
        t: "remote-intern",
        type: "Internship",
        location: "Remote",
        salary: "₹25,000/month",
        skills: ["Solidity", "React"],
        experience: "Entry level",
      },
      {
        t: "hybrid-intern",
        type: "Internship",
        location: "Bengaluru (Hybrid)",
        salary: null,
        skills: ["Python"],
        experience: "Entry level",
      },
      {
        t: "pune-job",
        type: "Job",
        location: "Pune",
        salary: "₹18 - 24 LPA",
        skills: ["Go"],
        experience: "3-5 years",
      },
      {
        t: "remote-job",
        type: "Job",
        location: "Remote (India)",
        salary: "₹50,000/month",
        skills: ["solidity"],
        experience: "1-3 years",
      },
    ];
    for (const r of rows) {
      const fields = {
        title: `${word} ${r.t}`,
        company: "Fltr Works",
        description: "d",
        location: r.location,
        skills: r.skills,
      };
      await db.job.create({
        data: {
          ...fields,
          type: r.type,
          salary: r.salary,
          experience: r.experience,
          status: "approved",
          searchText: jobSearchText(fields),
          ...jobFacets({ ...fields, salary: r.salary }),
        },
      });
    }
  });

  it("filters by city (Remote is one), work mode and experience", async () => {
    expect(await jobs("city=remote")).toEqual(["remote-intern", "remote-job"]);
    expect(await jobs("city=Bengaluru")).toEqual(["hybrid-intern"]);
    expect(await jobs("mode=hybrid")).toEqual(["hybrid-intern"]);
    expect(await jobs("mode=on-site")).toEqual(["pune-job"]);
    expect(await jobs("mode=Remote")).toEqual(["remote-intern", "remote-job"]);
    expect(await jobs("experience=3-5-years")).toEqual(["pune-job"]);
  });

  it("filters by pay in rupees a month (yearly LPA divided by 12); listings without pay only leave when a range is set", async () => {
    expect(await jobs("")).toHaveLength(4);
    expect(await jobs("salaryMin=30000")).toEqual(["pune-job", "remote-job"]);
    expect(await jobs("salaryMax=30000")).toEqual(["remote-intern"]);
    expect(await jobs("salaryMin=20000&salaryMax=160000")).toEqual([
      "pune-job",
      "remote-intern",
      "remote-job",
    ]);
  });

  it("filters by skills, any of them, in any case", async () => {
    expect(await jobs("skills=SOLIDITY")).toEqual(["remote-intern", "remote-job"]);
    expect(await jobs("skills=python,go")).toEqual(["hybrid-intern", "pune-job"]);
  });

  it("combines filters, keeps the old parameters, and answers an empty list", async () => {
    expect(await jobs("type=Internship&mode=remote&salaryMin=10000")).toEqual(["remote-intern"]);
    expect(await jobs("type=internship")).toEqual(["hybrid-intern", "remote-intern"]);
    expect(await jobs("location=pune")).toEqual(["pune-job"]);
    expect(await jobs("page=1&limit=1&city=remote")).toHaveLength(1);
    const { body } = await get(listJobsRoute, "/api/jobs", "city=chennai");
    expect(body).toMatchObject({ jobs: [], total: 0 });
  });

  it.each([
    ["mode=<script>", "mode"],
    ["salaryMin=abc", "salaryMin"],
    ["salaryMax=-1", "salaryMax"],
    ["city=Atlantis", "city"],
    ["experience=guru", "experience"],
    [`skills=${Array.from({ length: 11 }, (_, i) => `s${i}`).join(",")}`, "skills"],
  ])("answers 400 in the one error shape for %s", async (params, field) => {
    await expectBad(listJobsRoute, "/api/jobs", params, field);
  });

  it("derives a submitted job's filter columns from its text", async () => {
    const user = await createTestUser();
    const input = jobInput.parse({
      title: `${word} submitted`,
      company: "Fltr Works",
      description: "d",
      location: "Pune (Hybrid)",
      salary: "₹12 LPA",
      skills: "Rust, rust ",
      contactEmail: "jobs@fltr.example",
      contactPhone: "+91 98765 43210",
    });
    const job = await createJob(user, input);
    const row = await db.job.findUniqueOrThrow({ where: { id: job.id } });
    expect(row).toMatchObject({
      city: "Pune",
      workMode: "Hybrid",
      payMin: 100_000,
      payMax: 100_000,
      skillKeys: ["rust"],
    });
  });
});

describe("GET /api/jobs reads pay and work mode as Indian listings write them (issue #41 §11, §12)", () => {
  const own = `${word}in`;
  const jobs = async (params: string) => {
    const res = await listJobsRoute(apiRequest("GET", `/api/jobs?search=${own}&${params}`), routeContext);
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    return (body.jobs as Named[]).map((x) => x.title!.replace(`${own} `, "")).sort();
  };

  beforeAll(async () => {
    const rows = [
      { t: "lakh-a-month", location: "Pune", salary: "₹1.5 lakh per month" },
      { t: "six-months", location: "Pune", salary: "₹25,000/month for 6 months" },
      { t: "wfh", location: "Work from home", salary: "₹6-8 LPA" },
      { t: "wfh-india", location: "WFH (anywhere in India)", salary: "Unpaid" },
      { t: "blr-or-remote", location: "Bangalore / Remote", salary: "$2,000/month" },
    ];
    for (const r of rows) {
      const fields = {
        title: `${own} ${r.t}`,
        company: "Fltr Works",
        description: "d",
        location: r.location,
      };
      await db.job.create({
        data: {
          ...fields,
          skills: [],
          type: "Job",
          salary: r.salary,
          status: "approved",
          searchText: jobSearchText({ ...fields, skills: [] }),
          ...jobFacets({ ...fields, salary: r.salary, skills: [] }),
        },
      });
    }
  });

  it("reads lakh a month as a month's pay, and a stipend for 6 months as its monthly amount", async () => {
    expect(await jobs("salaryMin=100000")).toEqual(["lakh-a-month"]);
    expect(await jobs("salaryMax=40000")).toEqual(["six-months", "wfh-india"]);
    expect(await jobs("salaryMax=10000")).toEqual(["wfh-india"]);
    expect(await jobs("salaryMin=40000&salaryMax=60000")).toEqual(["wfh"]);
  });

  it("files work from home as remote, and a city or remote under both", async () => {
    expect(await jobs("mode=remote")).toEqual(["blr-or-remote", "wfh", "wfh-india"]);
    expect(await jobs("city=remote")).toEqual(["blr-or-remote", "wfh", "wfh-india"]);
    expect(await jobs("city=bengaluru")).toEqual(["blr-or-remote"]);
    expect(await jobs("mode=on-site")).toEqual(["lakh-a-month", "six-months"]);
  });
});

describe("GET /api/events filters", () => {
  const events = (params = "") => names(listEventsRoute, "/api/events", "events", params);

  beforeAll(async () => {
    const today = liveSince().getTime();
    const rows = [
      // 01:00 IST today: upcoming all day, this week and this month whatever the day.
      { t: "online-hack", type: "Hackathon", location: "Online", date: new Date(today + 3_600_000) },
      // The 11th of next month: past the end of this week (at most the 6th) and of this month.
      { t: "blr-workshop", type: "Workshop", location: "Koramangala, Bengaluru", date: nextMonthDay(11) },
      { t: "blr-past-meetup", type: "Meetup", location: "Bengaluru", date: new Date(today - 10 * DAY) },
      { t: "blr-undated-hack", type: "Hackathon", location: "Bengaluru", date: null },
    ];
    for (const r of rows) {
      const fields = {
        title: `${word} ${r.t}`,
        shortDescription: "",
        description: "d",
        location: r.location,
        type: r.type,
      };
      await db.event.create({
        data: {
          ...fields,
          date: r.date,
          status: "approved",
          searchText: eventSearchText(fields),
          ...eventFacets(fields),
        },
      });
    }
  });

  it("lists upcoming events by default, soonest first then undated; past ones with when=past", async () => {
    const { body } = await get(listEventsRoute, "/api/events", "");
    expect((body.events as Named[]).map((e) => e.title)).toEqual(
      ["online-hack", "blr-workshop", "blr-undated-hack"].map((t) => `${word} ${t}`),
    );
    expect(await events("when=past")).toEqual(["blr-past-meetup"]);
  });

  it("filters by type, city or Online, and dates (this week, this month, a custom range)", async () => {
    expect(await events("type=hackathon")).toEqual(["blr-undated-hack", "online-hack"]);
    expect(await events("city=online")).toEqual(["online-hack"]);
    expect(await events("city=bengaluru")).toEqual(["blr-undated-hack", "blr-workshop"]);
    expect(await events("when=past&city=bengaluru")).toEqual(["blr-past-meetup"]);
    expect(await events("range=week")).toEqual(["online-hack"]);
    expect(await events("range=month")).toEqual(["online-hack"]);
    const day = (n: number) => istDayStamp(nextMonthDay(n));
    expect(await events(`from=${day(11)}&to=${day(11)}`)).toEqual(["blr-workshop"]);
    expect(await events(`from=${day(5)}&to=${day(10)}`)).toEqual([]);
    expect(await events("type=workshop&city=online")).toEqual([]);
  });

  it.each([
    ["when=tomorrow", "when"],
    ["from=2026-02-31", "from"],
    ["to=soon", "to"],
    ["range=year", "range"],
    ["type=Party", "type"],
  ])("answers 400 in the one error shape for %s", async (params, field) => {
    await expectBad(listEventsRoute, "/api/events", params, field);
  });
});

describe("GET /api/gigs filters", () => {
  const gigs = (params = "") => names(listGigsRoute, "/api/gigs", "gigs", params);

  beforeAll(async () => {
    const rows = [
      { t: "design", category: "Design", budget: "₹20,000 - ₹30,000", duration: "2 weeks", tags: ["Figma"] },
      {
        t: "dashboard",
        category: "Development",
        budget: 80_000,
        duration: "6 weeks",
        tags: ["Next.js", "TypeScript"],
      },
      { t: "aiml", category: "AI/ML", budget: "Negotiable", duration: "1 month", tags: ["Python"] },
    ];
    for (const r of rows) {
      await db.gig.create({
        data: {
          title: `${word} ${r.t}`,
          company: "Fltr Works",
          budget: String(r.budget),
          budgetAmount: typeof r.budget === "number" ? r.budget : null,
          duration: r.duration,
          location: "Remote",
          category: r.category,
          tags: r.tags,
          status: "approved",
          postedByTag: "User",
          ...gigFacets(r),
        },
      });
    }
  });

  it("filters by category, budget, duration and skills, alone and together", async () => {
    expect(await gigs()).toHaveLength(3);
    expect(await gigs("category=design")).toEqual(["design"]);
    expect(await gigs("category=ai-ml")).toEqual(["aiml"]);
    expect(await gigs("budgetMin=50000")).toEqual(["dashboard"]);
    expect(await gigs("budgetMax=25000")).toEqual(["design"]);
    expect(await gigs("duration=short")).toEqual(["design"]);
    expect(await gigs("duration=medium")).toEqual(["aiml"]);
    expect(await gigs("duration=long")).toEqual(["dashboard"]);
    expect(await gigs("skills=typescript,python")).toEqual(["aiml", "dashboard"]);
    expect(await gigs("category=development&skills=figma")).toEqual([]);
  });

  it.each([
    ["duration=forever", "duration"],
    ["budgetMin=-5", "budgetMin"],
    ["category=Cooking", "category"],
  ])("answers 400 in the one error shape for %s", async (params, field) => {
    await expectBad(listGigsRoute, "/api/gigs", params, field);
  });
});

describe("GET /api/startups filters", () => {
  const startups = (params = "") => names(listStartupsRoute, "/api/startups", "startups", params);

  beforeAll(async () => {
    const rows = [
      { t: "seed-blr", stage: "Seed", location: "HSR Layout, Bengaluru", hiring: true },
      { t: "a-pune", stage: "Series A", location: "Pune", hiring: false },
    ];
    for (const r of rows) {
      const startup = await db.startup.create({
        data: {
          name: `${word} ${r.t}`,
          description: "d",
          stage: r.stage,
          location: r.location,
          industry: `Ind${word}`,
          teamSize: "1-4",
          website: "",
          founded: 2024,
          status: "approved",
          postedByTag: "User",
          ...startupFacets(r),
        },
      });
      // Hiring: an open job is listed for it (lib/startups/hiring.ts); its title lacks the word, so no job list here
      // counts it.
      if (r.hiring) {
        await db.job.create({
          data: {
            title: "Hiring fixture",
            company: "c",
            description: "d",
            location: "Pune",
            status: "approved",
            startupId: startup.id,
          },
        });
      }
    }
  });

  it("filters by industry, stage, city and hiring", async () => {
    expect(await startups(`industry=Ind${word}`)).toEqual(["a-pune", "seed-blr"]);
    expect(await startups("stage=seed")).toEqual(["seed-blr"]);
    expect(await startups("city=pune")).toEqual(["a-pune"]);
    expect(await startups("hiring=yes")).toEqual(["seed-blr"]);
    expect(await startups("hiring=no&stage=series-a")).toEqual(["a-pune"]);
    expect(await startups("industry=Nothing")).toEqual([]);
  });

  it.each([
    ["hiring=maybe", "hiring"],
    ["stage=Unicorn", "stage"],
  ])("answers 400 in the one error shape for %s", async (params, field) => {
    await expectBad(listStartupsRoute, "/api/startups", params, field);
  });
});
