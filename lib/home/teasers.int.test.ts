import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { listJobTeasers } from "@/lib/home/teasers";
import { uniqueSuffix } from "@/tests/accounts";

// The real query: a newly approved job with its optional fields left empty, next to a pending one.
const created: string[] = [];

async function createJob(status: "approved" | "pending") {
  const title = `Protocol Engineer ${uniqueSuffix()}`;
  const job = await db.job.create({
    data: {
      title,
      company: "Teaser Labs",
      description: "Keep the node fleet healthy.",
      location: "",
      salary: null,
      experience: "",
      skills: [],
      requirements: [],
      benefits: [],
      status,
      searchText: title.toLowerCase(),
    },
  });
  created.push(job.id);
  return job;
}

afterAll(async () => {
  await db.job.deleteMany({ where: { id: { in: created } } });
});

describe("home job teasers (database)", () => {
  it("feature approved jobs only, with the defaults for empty fields", async () => {
    const approved = await createJob("approved");
    const pending = await createJob("pending");
    const teasers = (await listJobTeasers())!;
    expect(teasers.length).toBeLessThanOrEqual(10);
    expect(teasers.find((t) => t.id === pending.id)).toBeUndefined();
    expect(teasers.find((t) => t.id === approved.id)).toMatchObject({
      title: approved.title,
      salary: "$120k - $180k",
      experience: "2+ years",
      location: "Remote / Hybrid",
      skills: [],
      summary: "Keep the node fleet healthy.",
    });
  });
});
