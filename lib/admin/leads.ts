// The Leads tab: contact messages, demo requests and waitlist entries in one list, newest first, filtered by
// kind and course; each can be marked handled (audited); the same list exports as CSV.
import { writeAudit } from "@/lib/audit/log";
import { assertAdmin, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import type { LeadKind, LeadsQuery } from "@/lib/admin/schema";
import { isListingId } from "@/lib/listings/ids";
import { readListPage } from "@/lib/list-page";
import { csvDocument, csvIstHeader, csvIstTime } from "@/lib/format/csv";

export type LeadRow = {
  id: string;
  kind: LeadKind;
  name: string;
  email: string;
  /** The subject, what the demo is about, or the course. */
  topic: string;
  detail: string;
  createdAt: string;
  handled: boolean;
};

const detailText = (details: unknown) =>
  details && typeof details === "object"
    ? Object.entries(details as Record<string, unknown>)
        .filter(([, v]) => typeof v === "string" || typeof v === "number")
        .map(([k, v]) => `${k}: ${v}`)
        .join("; ")
    : "";

/** The newest `take` of each asked kind, merged newest first. */
async function newest(query: { kind?: LeadKind; course?: string }, take: number): Promise<LeadRow[]> {
  const wants = (k: LeadKind) => !query.kind || query.kind === k;
  const order = { orderBy: [{ createdAt: "desc" as const }, { id: "desc" as const }], take };
  const [contacts, demos, waitlist] = await Promise.all([
    wants("contact") && !query.course ? db.contactMessage.findMany(order) : [],
    wants("demo") && !query.course ? db.lead.findMany(order) : [],
    wants("waitlist")
      ? db.waitlistEntry.findMany({
          ...order,
          where: query.course ? { courseId: query.course } : {},
          include: { course: { select: { title: true } } },
        })
      : [],
  ]);
  const rows: LeadRow[] = [
    ...contacts.map((c) => ({
      id: c.id,
      kind: "contact" as const,
      name: c.name,
      email: c.email,
      topic: c.subject,
      detail: c.message,
      createdAt: c.createdAt.toISOString(),
      handled: !!c.handledAt,
    })),
    ...demos.map((l) => ({
      id: l.id,
      kind: "demo" as const,
      name: l.name,
      email: l.email,
      topic: `${l.kind === "service-demo" ? "Service demo" : "Demo booking"}${l.company ? ` · ${l.company}` : ""}`,
      detail: [l.phone, detailText(l.details)].filter(Boolean).join(" · "),
      createdAt: l.createdAt.toISOString(),
      handled: !!l.handledAt,
    })),
    ...waitlist.map((w) => ({
      id: w.id,
      kind: "waitlist" as const,
      name: w.name,
      email: w.email,
      topic: w.course.title,
      detail: w.skillLevel ? `Skill level: ${w.skillLevel}` : "",
      createdAt: w.createdAt.toISOString(),
      handled: !!w.handledAt,
    })),
  ];
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/** How many of each asked kind there are, each counted no further than `upTo` when given (newest first). */
async function count(query: { kind?: LeadKind; course?: string }, upTo?: number) {
  const wants = (k: LeadKind) => !query.kind || query.kind === k;
  const limit: { orderBy?: { createdAt?: "desc"; id?: "desc" }[]; take?: number } =
    upTo === undefined ? {} : { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: upTo };
  const [a, b, c] = await Promise.all([
    wants("contact") && !query.course ? db.contactMessage.count(limit) : 0,
    wants("demo") && !query.course ? db.lead.count(limit) : 0,
    wants("waitlist")
      ? db.waitlistEntry.count({ where: query.course ? { courseId: query.course } : {}, ...limit })
      : 0,
  ]);
  return a + b + c;
}

/**
 * One page of the merged list; its total as the public lists count theirs (lib/list-page.ts: exact up to
 * 10,000; above it "10,000+" for a kind or course, the whole list's exact count taken in the background, kept a
 * minute), so a request never counts every lead.
 */
export async function listLeads(admin: Actor, query: LeadsQuery) {
  assertAdmin(admin);
  const read = new Map<string, LeadRow>();
  const { items, ...counts } = await readListPage({
    page: query.page,
    limit: query.limit,
    filtered: !!(query.kind || query.course),
    cacheKey: JSON.stringify(["admin-leads", query.kind ?? "", query.course ?? ""]),
    countUpTo: (upTo) => count(query, upTo),
    countAll: () => count(query),
    pageIds: async (skip, take) => {
      const rows = (await newest(query, skip + take)).slice(skip, skip + take);
      for (const row of rows) read.set(row.id, row);
      return rows.map((row) => row.id);
    },
    rowsByIds: async (ids) => ids.map((id) => read.get(id)).filter((row): row is LeadRow => !!row),
  });
  return { leads: items, ...counts };
}

export async function markLead(admin: Actor, kind: LeadKind, id: string, handled: boolean) {
  const adminId = assertAdmin(admin).id;
  const data = { handledAt: handled ? new Date() : null };
  await db.$transaction(async (tx) => {
    const found = !isListingId(id)
      ? 0
      : kind === "contact"
        ? (await tx.contactMessage.updateMany({ where: { id }, data })).count
        : kind === "demo"
          ? (await tx.lead.updateMany({ where: { id }, data })).count
          : (await tx.waitlistEntry.updateMany({ where: { id }, data })).count;
    if (!found) throw notFound("Lead not found");
    await writeAudit(tx, adminId, {
      action: handled ? "lead.handled" : "lead.reopened",
      targetType: kind,
      targetId: id,
      summary: `${kind} lead ${handled ? "handled" : "reopened"}`,
    });
  });
  return { id, kind, handled };
}

/**
 * Every lead matching the filters (at most 10,000), newest first, as CSV. It starts with a UTF-8 byte order mark:
 * without it Excel reads the file as ANSI and garbles Hindi names and emoji.
 */
export async function leadsCsv(admin: Actor, query: { kind?: LeadKind; course?: string }): Promise<string> {
  assertAdmin(admin);
  const rows = await newest(query, 10_000);
  const header = ["kind", "name", "email", "topic", "detail", csvIstHeader("created_at"), "handled"];
  return csvDocument(
    header,
    rows.map((r) => [
      r.kind,
      r.name,
      r.email,
      r.topic,
      r.detail,
      csvIstTime(new Date(r.createdAt)),
      r.handled ? "yes" : "no",
    ]),
  );
}
