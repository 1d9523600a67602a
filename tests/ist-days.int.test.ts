// Every day boundary of the public lists is India's (issue #41 §13): past and upcoming events, this week and
// this month (calendar periods: Monday to Sunday, the 1st to the last), custom date ranges and job deadlines.
// Each query runs at a fixed clock on both sides of midnight in India (23:59 and 00:01 IST, 18:29 and 18:31
// UTC) and of midnight UTC (05:29 and 05:31 IST); each test file's rows carry a unique word, searched for.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { eventSearchText } from "@/lib/events/dto";
import { listEvents } from "@/lib/events/queries";
import { eventListQuery } from "@/lib/events/schema";
import { jobSearchText } from "@/lib/jobs/dto";
import { listJobs } from "@/lib/jobs/queries";
import { jobInput, jobListQuery } from "@/lib/jobs/schema";
import { eventFacets, jobFacets } from "@/lib/listings/facets";
import { uniqueSuffix } from "@/tests/accounts";

const word = `istday${uniqueSuffix()
  .replace(/[^a-z0-9]/gi, "")
  .toLowerCase()}`;

/** An instant written in India's time ("2026-12-10 00:57"). */
const ist = (local: string) => new Date(`${local.replace(" ", "T")}:00+05:30`);

// Approved events, by the time in India they are held.
const events: Record<string, string> = {
  "sun-13-dec-20:00": "2026-12-13 20:00",
  "mon-14-dec-00:57": "2026-12-14 00:57",
  "mon-14-dec-05:00": "2026-12-14 05:00",
  "mon-14-dec-06:00": "2026-12-14 06:00",
  "tue-15-dec-10:00": "2026-12-15 10:00",
  "mon-21-dec-00:30": "2026-12-21 00:30",
  "thu-31-dec-23:00": "2026-12-31 23:00",
  "fri-01-jan-00:30": "2027-01-01 00:30",
};

async function listed(params: Record<string, string>, now: Date): Promise<string[]> {
  const query = eventListQuery.parse({ search: word, ...params });
  const { events: found } = await listEvents(query, null, { now });
  return found.map((e) => e.title.replace(`${word} `, ""));
}

beforeAll(async () => {
  for (const [name, at] of Object.entries(events)) {
    const fields = { title: `${word} ${name}`, description: "d", location: "Pune", type: "Meetup" };
    await db.event.create({
      data: {
        ...fields,
        date: ist(at),
        status: "approved",
        searchText: eventSearchText(fields),
        ...eventFacets(fields),
      },
    });
  }
});

describe("upcoming and past events, by India's day", () => {
  it("keeps an event held at 00:57 IST today upcoming all day, at 05:29 and 05:31 IST too", async () => {
    for (const now of [ist("2026-12-14 01:30"), ist("2026-12-14 05:29"), ist("2026-12-14 05:31")]) {
      expect(await listed({}, now)).toContain("mon-14-dec-00:57");
      expect(await listed({ when: "past" }, now)).toEqual(["sun-13-dec-20:00"]);
    }
  });

  it("moves today's events to the past at midnight in India, not before", async () => {
    const before = await listed({ when: "past" }, ist("2026-12-14 23:59"));
    const after = await listed({ when: "past" }, ist("2026-12-15 00:01"));
    expect(before).toEqual(["sun-13-dec-20:00"]);
    expect(after).toEqual(["mon-14-dec-06:00", "mon-14-dec-05:00", "mon-14-dec-00:57", "sun-13-dec-20:00"]);
  });
});

describe("date ranges, as days in India", () => {
  const now = ist("2026-12-01 12:00");

  it("finds an event at 01:00 IST on 14 Dec on the 14th, not the 13th", async () => {
    const on14 = await listed({ from: "2026-12-14", to: "2026-12-14" }, now);
    expect(on14).toEqual(["mon-14-dec-00:57", "mon-14-dec-05:00", "mon-14-dec-06:00"]);
    expect(await listed({ from: "2026-12-13", to: "2026-12-13" }, now)).toEqual(["sun-13-dec-20:00"]);
  });

  it("takes the last day whole and the first from its start", async () => {
    expect(await listed({ from: "2026-12-31" }, now)).toEqual(["thu-31-dec-23:00", "fri-01-jan-00:30"]);
    expect(await listed({ to: "2026-12-31", from: "2026-12-21" }, now)).toEqual([
      "mon-21-dec-00:30",
      "thu-31-dec-23:00",
    ]);
  });
});

describe("this week and this month, calendar periods in India", () => {
  it("this week runs to Sunday 23:59 IST, and the next starts at 00:01 IST on Monday", async () => {
    expect(await listed({ range: "week" }, ist("2026-12-13 23:59"))).toEqual(["sun-13-dec-20:00"]);
    expect(await listed({ range: "week" }, ist("2026-12-14 00:01"))).toEqual([
      "mon-14-dec-00:57",
      "mon-14-dec-05:00",
      "mon-14-dec-06:00",
      "tue-15-dec-10:00",
    ]);
  });

  it("past events this week are those since Monday in India", async () => {
    expect(await listed({ range: "week", when: "past" }, ist("2026-12-16 12:00"))).toEqual([
      "tue-15-dec-10:00",
      "mon-14-dec-06:00",
      "mon-14-dec-05:00",
      "mon-14-dec-00:57",
    ]);
  });

  it("this month ends on its last day in India", async () => {
    expect(await listed({ range: "month" }, ist("2026-12-31 23:59"))).toEqual(["thu-31-dec-23:00"]);
    expect(await listed({ range: "month" }, ist("2027-01-01 00:01"))).toEqual(["fri-01-jan-00:30"]);
    const november = await listed({ range: "month" }, ist("2026-11-30 23:59"));
    expect(november).toEqual([]);
  });
});

describe("job deadlines, by India's day", () => {
  beforeAll(async () => {
    const rows = { "deadline-day": "2026-12-10", "deadline-00:30-ist": "2026-12-10T00:30:00+05:30" };
    for (const [name, applicationDeadline] of Object.entries(rows)) {
      const input = jobInput.parse({
        title: `${word} ${name}`,
        company: "Day Works",
        description: "d",
        location: "Pune",
        applicationDeadline,
        contactEmail: "jobs@day.example",
        contactPhone: "+91 98765 43210",
      });
      const { title, company, description, location, skills } = input;
      const fields = { title, company, description, location, skills };
      await db.job.create({
        data: {
          ...fields,
          type: "Job",
          applicationDeadline: input.applicationDeadline,
          status: "approved",
          searchText: jobSearchText(fields),
          ...jobFacets(fields),
        },
      });
    }
  });

  const open = async (now: Date) => {
    const { jobs } = await listJobs(jobListQuery.parse({ search: word }), null, { now });
    return jobs.map((j) => j.title.replace(`${word} `, "")).sort();
  };

  it("keeps a job open through its deadline's day in India, then closes it at midnight", async () => {
    const both = ["deadline-00:30-ist", "deadline-day"];
    for (const at of ["2026-12-10 00:01", "2026-12-10 05:29", "2026-12-10 05:31", "2026-12-10 23:59"]) {
      expect(await open(ist(at)), at).toEqual(both);
    }
    expect(await open(ist("2026-12-11 00:01"))).toEqual([]);
  });
});
