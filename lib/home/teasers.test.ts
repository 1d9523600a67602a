import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listEvents } from "@/lib/events/queries";
import { listJobTeasers, listEventTeasers, pickAtRandom } from "@/lib/home/teasers";
import { listJobs } from "@/lib/jobs/queries";
import { connection } from "next/server";

vi.mock("@/lib/jobs/queries", () => ({ listJobs: vi.fn() }));
vi.mock("@/lib/events/queries", () => ({ listEvents: vi.fn() }));
vi.mock("next/server", () => ({ connection: vi.fn(async () => {}) }));

const job = (fields: Record<string, unknown> = {}) => ({
  id: "job-1",
  title: "Solidity Engineer",
  company: "Chainwala Labs",
  description: "Build audited vaults.",
  shortDescription: "",
  location: "Bengaluru",
  salary: "₹24 - 32 LPA",
  experience: "3-5 years",
  skills: ["Solidity", "Foundry", "TypeScript", "Rust", "Go"],
  type: "Job",
  jobType: "Full-time",
  ...fields,
});

const event = (fields: Record<string, unknown> = {}) => ({
  id: "event-1",
  title: "Pune Rust Meetup",
  description: "An evening of Rust talks.",
  shortDescription: "",
  type: "Meetup",
  date: "2027-01-15T13:00:00.000Z",
  location: "Pune",
  participants: 120,
  ...fields,
});

const jobsRead = (jobs: unknown[]) =>
  vi
    .mocked(listJobs)
    .mockResolvedValue({ jobs, total: jobs.length } as unknown as Awaited<ReturnType<typeof listJobs>>);
const eventsRead = (events: unknown[]) =>
  vi
    .mocked(listEvents)
    .mockResolvedValue({ events, total: events.length } as unknown as Awaited<ReturnType<typeof listEvents>>);

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe("home job teasers", () => {
  it("reads the first ten approved jobs and keeps a job's own fields", async () => {
    jobsRead([job()]);
    const [teaser] = (await listJobTeasers())!;
    expect(listJobs).toHaveBeenCalledWith(expect.objectContaining({ page: 1, limit: 10 }));
    expect(teaser).toMatchObject({
      id: "job-1",
      location: "Bengaluru",
      salary: "₹24 - 32 LPA",
      experience: "3-5 years",
      skills: ["Solidity", "Foundry", "TypeScript", "Rust"],
      summary: "Build audited vaults.",
    });
  });

  it.each([
    ["missing", { salary: null, experience: undefined, location: undefined }],
    ["empty", { salary: "", experience: "", location: "" }],
    ["blank", { salary: "  ", experience: "\t", location: " " }],
  ])(
    "fills %s salary, experience and location with $120k - $180k, 2+ years and Remote / Hybrid",
    async (_, fields) => {
      jobsRead([job(fields)]);
      const [teaser] = (await listJobTeasers())!;
      expect(teaser).toMatchObject({
        salary: "$120k - $180k",
        experience: "2+ years",
        location: "Remote / Hybrid",
      });
    },
  );

  it("features nothing (null) when the jobs read fails, and the cached page opts out of caching", async () => {
    vi.mocked(listJobs).mockRejectedValue(new Error("database down"));
    expect(await listJobTeasers()).toBeNull();
    expect(connection).toHaveBeenCalledOnce();
  });

  it("answers an empty list when there is no approved job", async () => {
    jobsRead([]);
    expect(await listJobTeasers()).toEqual([]);
  });
});

describe("home event teasers", () => {
  const sample = {
    id: null,
    title: "Builders Hub Monthly Meetup",
    participants: 247,
    date: null,
  };

  it("lists approved events, with Online for a missing location and 0 participants when unknown", async () => {
    eventsRead([event(), event({ id: "event-2", location: "", participants: null })]);
    const teasers = await listEventTeasers();
    expect(teasers.map((e) => [e.id, e.location, e.participants])).toEqual([
      ["event-1", "Pune", 120],
      ["event-2", "Online", 0],
    ]);
  });

  it("falls back to the sample event with 247 participants when there is no event", async () => {
    eventsRead([]);
    expect(await listEventTeasers()).toEqual([expect.objectContaining(sample)]);
  });

  it("falls back to the sample event when the events read fails", async () => {
    vi.mocked(listEvents).mockRejectedValue(new Error("database down"));
    expect(await listEventTeasers()).toEqual([expect.objectContaining(sample)]);
    expect(connection).toHaveBeenCalledOnce();
  });
});

describe("the teasers' random pick", () => {
  it("picks each candidate for its share of the random range, the last one at the top of it", () => {
    const candidates = ["a", "b", "c", "d"];
    expect(pickAtRandom(candidates, () => 0)).toBe("a");
    expect(pickAtRandom(candidates, () => 0.26)).toBe("b");
    expect(pickAtRandom(candidates, () => 0.74)).toBe("c");
    expect(pickAtRandom(candidates, () => 0.9999999)).toBe("d");
    expect(pickAtRandom(candidates, () => 1)).toBe("d");
  });

  it("picks nothing from no candidates or a failed read", () => {
    expect(pickAtRandom([], () => 0.5)).toBeNull();
    expect(pickAtRandom(null, () => 0.5)).toBeNull();
  });
});
