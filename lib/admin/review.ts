// The Review Listings queue: one kind of listing at a time, by status (pending first), searched, in pages,
// each shown with who posted it and when.
import type { ReviewKind, ReviewQuery } from "@/lib/admin/schema";
import { assertAdmin, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { escapeLike } from "@/lib/listings/search";
import { pageWindow, totalPages } from "@/lib/paging";

export type ReviewRow = {
  id: string;
  kind: ReviewKind;
  title: string;
  subtitle: string;
  description: string;
  status: "pending" | "approved" | "rejected";
  createdAt: string;
  postedByTag: string;
  poster: { name: string; email: string } | null;
  rejectionReason: string | null;
  /** The public page, when the kind has one. */
  href: string | null;
};

const poster = { select: { firstName: true, lastName: true, email: true } } as const;
const meta = {
  id: true,
  status: true,
  createdAt: true,
  postedByTag: true,
  rejectionReason: true,
  postedBy: poster,
} as const;

type Meta = {
  id: string;
  status: ReviewRow["status"];
  createdAt: Date;
  postedByTag: string;
  rejectionReason: string | null;
  postedBy: { firstName: string; lastName: string; email: string } | null;
};

function row(
  kind: ReviewKind,
  r: Meta,
  fields: Pick<ReviewRow, "title" | "subtitle" | "description" | "href">,
): ReviewRow {
  return {
    id: r.id,
    kind,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    postedByTag: r.postedByTag,
    rejectionReason: r.rejectionReason,
    poster: r.postedBy
      ? { name: `${r.postedBy.firstName} ${r.postedBy.lastName}`.trim(), email: r.postedBy.email }
      : null,
    ...fields,
  };
}

const text = (search: string | undefined, fields: string[]) =>
  search
    ? { OR: fields.map((f) => ({ [f]: { contains: escapeLike(search), mode: "insensitive" as const } })) }
    : {};

/** One page of `type` listings with `status` (all: pending first), newest first. */
export async function listForReview(admin: Actor, q: ReviewQuery) {
  assertAdmin(admin);
  const status = q.status === "all" ? {} : { status: q.status };
  const page = pageWindow(q);
  const order = [{ status: "asc" as const }, { createdAt: "desc" as const }, { id: "asc" as const }];
  let total = 0;
  let rows: ReviewRow[] = [];
  if (q.type === "job") {
    const where: Prisma.JobWhereInput = { ...status, ...text(q.search, ["title", "company", "location"]) };
    const found = await db.job.findMany({
      where,
      orderBy: order,
      ...page,
      select: { ...meta, title: true, company: true, location: true, description: true },
    });
    total = await db.job.count({ where });
    rows = found.map((j) =>
      row("job", j, {
        title: j.title,
        subtitle: `${j.company} · ${j.location}`,
        description: j.description,
        href: `/job/${j.id}`,
      }),
    );
  } else if (q.type === "event") {
    const where: Prisma.EventWhereInput = { ...status, ...text(q.search, ["title", "location", "type"]) };
    const found = await db.event.findMany({
      where,
      orderBy: order,
      ...page,
      select: { ...meta, title: true, type: true, location: true, description: true, shortDescription: true },
    });
    total = await db.event.count({ where });
    rows = found.map((e) =>
      row("event", e, {
        title: e.title,
        subtitle: [e.type, e.location].filter(Boolean).join(" · "),
        description: e.shortDescription || e.description,
        href: `/event/${e.id}`,
      }),
    );
  } else if (q.type === "gig") {
    const where: Prisma.GigWhereInput = { ...status, ...text(q.search, ["title", "company", "category"]) };
    const found = await db.gig.findMany({
      where,
      orderBy: order,
      ...page,
      select: { ...meta, title: true, company: true, budget: true, description: true },
    });
    total = await db.gig.count({ where });
    rows = found.map((g) =>
      row("gig", g, {
        title: g.title,
        subtitle: `${g.company} · ${g.budget}`,
        description: g.description,
        href: `/gig/${g.id}`,
      }),
    );
  } else {
    const where: Prisma.StartupWhereInput = {
      ...status,
      ...text(q.search, ["name", "industry", "location"]),
    };
    const found = await db.startup.findMany({
      where,
      orderBy: order,
      ...page,
      select: { ...meta, name: true, industry: true, stage: true, shortDescription: true, description: true },
    });
    total = await db.startup.count({ where });
    rows = found.map((s) =>
      row("startup", s, {
        title: s.name,
        subtitle: `${s.industry} · ${s.stage}`,
        description: s.shortDescription || s.description,
        href: null,
      }),
    );
  }
  return { listings: rows, total, totalPages: totalPages(total, q.limit), currentPage: q.page };
}
