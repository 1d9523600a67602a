// The seed is idempotent: a second run leaves the same rows.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { runSeed } from "@/prisma/seed";

async function snapshot() {
  const [users, projects, team, courses, docs, startups, gigs, jobs, events] = await Promise.all([
    db.user.findMany({
      orderBy: { email: "asc" },
      select: { id: true, email: true, passwordHash: true, referralCode: true, role: true },
    }),
    db.project.findMany({ orderBy: { slug: "asc" } }),
    db.teamMember.findMany({ orderBy: { slug: "asc" } }),
    db.course.findMany({ orderBy: { slug: "asc" } }),
    db.docItem.findMany({ orderBy: { slug: "asc" } }),
    db.startup.findMany({
      where: { id: { startsWith: "seed-" } },
      orderBy: { slug: "asc" },
      omit: { updatedAt: true },
    }),
    db.gig.findMany({
      where: { id: { startsWith: "seed-" } },
      orderBy: { slug: "asc" },
      omit: { updatedAt: true },
    }),
    db.job.findMany({
      where: { id: { startsWith: "seed-" } },
      orderBy: { id: "asc" },
      omit: { updatedAt: true },
    }),
    db.event.findMany({
      where: { id: { startsWith: "seed-" } },
      orderBy: { id: "asc" },
      omit: { updatedAt: true },
    }),
  ]);
  return { users, projects, team, courses, docs, startups, gigs, jobs, events };
}

describe("seed", () => {
  it("fills every public list, with the demo accounts, and a second run changes nothing", async () => {
    const url = process.env.DATABASE_URL!;
    await runSeed(url);
    const first = await snapshot();
    expect(first.team).toHaveLength(15);
    expect(first.courses).toHaveLength(9);
    expect(first.projects.some((p) => p.type === "client")).toBe(true);
    expect(first.projects.some((p) => p.type === "inhouse")).toBe(true);
    expect(first.jobs.some((j) => j.type === "Internship")).toBe(true);
    expect(first.events.some((e) => e.type === "Hackathon")).toBe(true);
    for (const status of ["approved", "pending", "rejected"] as const) {
      expect(first.jobs.some((j) => j.status === status)).toBe(true);
      expect(first.events.some((e) => e.status === status)).toBe(true);
    }
    const emails = first.users.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(["admin@example.com", "member@example.com"]));
    expect(first.users.find((u) => u.email === "admin@example.com")?.role).toBe("Admin");

    await runSeed(url);
    expect(await snapshot()).toEqual(first);
  });
});

describe("seed in production", () => {
  it("refuses to create the demo accounts", async () => {
    const { startEmbeddedDb } = await import("@/scripts/embedded-db");
    const { deployMigrations } = await import("@/scripts/migrations");
    const { createPrismaClient } = await import("@/lib/db");
    const scratch = await startEmbeddedDb(null, 0);
    try {
      await deployMigrations(scratch.url);
      await runSeed(scratch.url, { production: true });
      const client = createPrismaClient(scratch.url, { max: 1 });
      expect(await client.user.count()).toBe(0);
      expect(await client.project.count()).toBeGreaterThan(0);
      await client.$disconnect();
    } finally {
      await scratch.stop();
    }
  });
});
