// The Review Listings queue: one kind of listing at a time, by status (pending first), searched, in pages,
// each shown with who posted it and when.
import type { ReviewKind, ReviewQuery } from "@/lib/admin/schema";
import { assertAdmin, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { escapeLike } from "@/lib/listings/search";
import { readListPage } from "@/lib/list-page";

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

/** A kind of listing as the queue reads it: ids in the queue's order, then the rows of a page by id. */
type QueueModel<Where> = {
  count(args: { where: Where; orderBy: typeof order; take?: number }): Promise<number>;
  findMany(args: {
    where: Where;
    orderBy: typeof order;
    skip: number;
    take: number;
    select: { id: true };
  }): Promise<{ id: string }[]>;
};
const order = [{ status: "asc" as const }, { createdAt: "desc" as const }, { id: "asc" as const }];

/**
 * One page of `type` listings with `status` (all: pending first), newest first: the page's ids from the kind's
 * (status, createdAt) index, totals as the public lists count them (lib/list-page.ts: exact up to 10,000;
 * above it "10,000+" for a status or search, the exact count of every status kept a minute).
 */
export async function listForReview(admin: Actor, q: ReviewQuery) {
  assertAdmin(admin);
  const status = q.status === "all" ? {} : { status: q.status };
  async function read<Where, Row extends { id: string }>(
    model: QueueModel<Where>,
    where: Where,
    rowsByIds: (ids: string[]) => Promise<Row[]>,
  ) {
    return readListPage({
      page: q.page,
      limit: q.limit,
      filtered: q.status !== "all" || !!q.search,
      cacheKey: JSON.stringify(["admin-review", q.type, q.status, q.search ?? ""]),
      countUpTo: (upTo) => model.count({ where, orderBy: order, take: upTo }),
      countAll: () => model.count({ where, orderBy: order }),
      pageIds: async (skip, take) =>
        (await model.findMany({ where, orderBy: order, skip, take, select: { id: true } })).map((r) => r.id),
      rowsByIds,
    });
  }
  if (q.type === "job") {
    const where: Prisma.JobWhereInput = { ...status, ...text(q.search, ["title", "company", "location"]) };
    const { items, ...totals } = await read(db.job, where, (ids) =>
      db.job.findMany({
        where: { id: { in: ids } },
        select: { ...meta, title: true, company: true, location: true, description: true },
      }),
    );
    const listings = items.map((j) =>
      row("job", j, {
        title: j.title,
        subtitle: `${j.company} · ${j.location}`,
        description: j.description,
        href: `/job/${j.id}`,
      }),
    );
    return { listings, ...totals };
  }
  if (q.type === "event") {
    const where: Prisma.EventWhereInput = { ...status, ...text(q.search, ["title", "location", "type"]) };
    const { items, ...totals } = await read(db.event, where, (ids) =>
      db.event.findMany({
        where: { id: { in: ids } },
        select: {
          ...meta,
          title: true,
          type: true,
          location: true,
          description: true,
          shortDescription: true,
        },
      }),
    );
    const listings = items.map((e) =>
      row("event", e, {
        title: e.title,
        subtitle: [e.type, e.location].filter(Boolean).join(" · "),
        description: e.shortDescription || e.description,
        href: `/event/${e.id}`,
      }),
    );
    return { listings, ...totals };
  }
  if (q.type === "gig") {
    const where: Prisma.GigWhereInput = { ...status, ...text(q.search, ["title", "company", "category"]) };
    const { items, ...totals } = await read(db.gig, where, (ids) =>
      db.gig.findMany({
        where: { id: { in: ids } },
        select: { ...meta, title: true, company: true, budget: true, description: true },
      }),
    );
    const listings = items.map((g) =>
      row("gig", g, {
        title: g.title,
        subtitle: `${g.company} · ${g.budget}`,
        description: g.description,
        href: `/gig/${g.id}`,
      }),
    );
    return { listings, ...totals };
  }
  const where: Prisma.StartupWhereInput = { ...status, ...text(q.search, ["name", "industry", "location"]) };
  const { items, ...totals } = await read(db.startup, where, (ids) =>
    db.startup.findMany({
      where: { id: { in: ids } },
      select: { ...meta, name: true, industry: true, stage: true, shortDescription: true, description: true },
    }),
  );
  const listings = items.map((s) =>
    row("startup", s, {
      title: s.name,
      subtitle: `${s.industry} · ${s.stage}`,
      description: s.shortDescription || s.description,
      href: null,
    }),
  );
  return { listings, ...totals };
}
