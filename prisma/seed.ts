// Idempotent seed: every row is upserted by a stable key, so a second run leaves the same rows.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createPrismaClient } from "../lib/db";
import { env } from "../lib/env";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { makeReferralCode } from "../lib/accounts/referral-code";
import { hashPassword } from "../lib/auth/password";
import { jobSearchText } from "../lib/jobs/dto";
import { eventFacets, gigFacets, jobFacets, startupFacets } from "../lib/listings/facets";
import * as data from "./seed-data";

type Db = PrismaClient;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/** Local demo accounts: named in the README, never created in production. */
export const demoAccounts = [
  {
    email: "admin@example.com",
    password: "Admin@12345",
    username: "admin",
    firstName: "Aarav",
    lastName: "Admin",
    role: "Admin",
  },
  {
    email: "member@example.com",
    password: "Member@12345",
    username: "member",
    firstName: "Meera",
    lastName: "Member",
    role: "Member",
  },
] as const;

async function seedAccounts(db: Db, production: boolean) {
  if (production) {
    console.log("[seed] NODE_ENV=production: demo accounts are not created");
    return null;
  }
  const ids: Record<string, string> = {};
  for (const account of demoAccounts) {
    const existing = await db.user.findUnique({ where: { email: account.email }, select: { id: true } });
    const user =
      existing ??
      (await db.user.create({
        data: {
          email: account.email,
          username: account.username,
          firstName: account.firstName,
          lastName: account.lastName,
          role: account.role,
          passwordHash: await hashPassword(account.password),
          dateOfBirth: new Date("1998-04-14"),
          countryCode: "+91",
          mobileNumber: "9876543210",
          referralCode: makeReferralCode(account.username),
          bio:
            account.role === "Admin"
              ? "Keeps the listings honest."
              : "Full-stack builder from Pune, into Solidity and LLM agents.",
        },
        select: { id: true },
      }));
    ids[account.role] = user.id;
  }
  return ids;
}

/**
 * The id a seeded row is created with: stable across databases, so a page cached from one seeded database
 * (a build) still names the right rows in another (the server's), e.g. the course ids of the waitlist form.
 * Rows seeded before keep their ids: only `create` sets it.
 */
const seedId = (kind: string, slug: string) => `seed-${kind}-${slug}`;

async function seedContent(db: Db) {
  for (const p of data.projects) {
    const row = { ...p, status: p.status ?? null };
    await db.project.upsert({
      where: { slug: p.slug },
      create: { id: seedId("project", p.slug), ...row },
      update: row,
    });
  }
  for (const t of data.team) {
    await db.teamMember.upsert({
      where: { slug: t.slug },
      create: { id: seedId("team", t.slug), ...t },
      update: t,
    });
  }
  for (const c of data.courses) {
    await db.course.upsert({
      where: { slug: c.slug },
      create: { id: seedId("course", c.slug), ...c },
      update: c,
    });
  }
  for (const d of data.docs) {
    const row = { ...d, targetRelease: d.targetRelease ?? null };
    await db.docItem.upsert({
      where: { slug: d.slug },
      create: { id: seedId("doc", d.slug), ...row },
      update: row,
    });
  }
  for (const s of data.startups) {
    const row = { ...s, ...startupFacets(s) };
    await db.startup.upsert({
      where: { slug: s.slug },
      create: { id: seedId("startup", s.slug), ...row },
      update: row,
    });
  }
  for (const g of data.gigs) {
    const row = {
      ...g,
      ...gigFacets(g),
      postedAt: new Date(g.postedAt),
      deadline: new Date(`${g.deadline}T23:59:59+05:30`),
    };
    await db.gig.upsert({
      where: { slug: g.slug },
      create: { id: seedId("gig", g.slug), ...row },
      update: row,
    });
  }
}

function searchText(parts: (string | null | undefined | string[])[]): string {
  return parts.flat().filter(Boolean).join(" ").toLowerCase();
}

/** Event images are stored like uploads, in the Image table, from the files under public/. */
async function seedImage(db: Db, id: string, publicPath: string): Promise<string> {
  const bytes = await readFile(path.join(import.meta.dirname, "../public", publicPath));
  const sharp = (await import("sharp")).default;
  const meta = await sharp(bytes).metadata();
  const row = {
    data: new Uint8Array(bytes),
    mimeType: "image/webp",
    width: meta.width ?? 0,
    height: meta.height ?? 0,
    byteSize: bytes.byteLength,
  };
  await db.image.upsert({ where: { id }, create: { id, ...row }, update: row });
  return id;
}

async function seedListings(db: Db, users: Record<string, string> | null) {
  const adminId = users?.Admin ?? null;
  const memberId = users?.Member ?? null;
  // A seeded job is listed for the seeded startup its company names (the startup's page lists it while open).
  const seededStartups = await db.startup.findMany({
    where: { slug: { in: data.startups.map((s) => s.slug) } },
    select: { id: true, name: true },
  });
  const startupOf = new Map(seededStartups.map((s) => [s.name, s.id]));
  for (const j of data.jobs) {
    const { slug, createdDaysAgo, applicationDeadline, ...rest } = j;
    const isUser = j.postedByTag === "User";
    const row = {
      ...rest,
      applicationDeadline: applicationDeadline ? new Date(applicationDeadline) : null,
      postedById: isUser ? memberId : adminId,
      approvedById: j.status === "approved" ? adminId : null,
      startupId: startupOf.get(j.company) ?? null,
      searchText: jobSearchText(j),
      ...jobFacets(j),
    };
    // Dates relative to today are set once, on create, so a second run changes nothing.
    const dates = {
      createdAt: daysAgo(createdDaysAgo),
      approvedAt: j.status === "approved" ? daysAgo(Math.max(0, createdDaysAgo - 1)) : null,
    };
    const id = `seed-job-${slug}`;
    await db.job.upsert({ where: { id }, create: { id, ...row, ...dates }, update: row });
  }
  for (const e of data.events) {
    const { slug, createdDaysAgo, date, endDate, image, registration, ...rest } = e;
    const imageId = image ? await seedImage(db, `seed-image-${slug}`, image) : null;
    const isUser = e.postedByTag === "User";
    const row = {
      ...rest,
      date: date ? new Date(date) : null,
      endDate: endDate ? new Date(endDate) : null,
      imageId,
      postedById: isUser ? memberId : adminId,
      approvedById: e.status === "approved" ? adminId : null,
      searchText: searchText([e.title, e.shortDescription, e.description, e.location, e.type]),
      ...eventFacets(e),
      // Registration on the site: its settings (the counts are the registrations' own, never seeded).
      registrationEnabled: !!registration,
      registrationCapacity: registration?.capacity ?? null,
      registrationApproval: registration?.approval ?? "automatic",
      registrationQuestions: registration?.questions ?? [],
    };
    const dates = {
      createdAt: daysAgo(createdDaysAgo),
      approvedAt: e.status === "approved" ? daysAgo(Math.max(0, createdDaysAgo - 1)) : null,
    };
    const id = `seed-event-${slug}`;
    await db.event.upsert({ where: { id }, create: { id, ...row, ...dates }, update: row });
  }
}

export async function runSeed(
  url: string,
  { production = env.NODE_ENV === "production" }: { production?: boolean } = {},
): Promise<void> {
  const db = createPrismaClient(url, { max: 2 });
  try {
    const users = await seedAccounts(db, production);
    await seedContent(db);
    await seedListings(db, users);
  } finally {
    await db.$disconnect();
  }
}
