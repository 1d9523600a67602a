// A job's applicants as a CSV file for its poster (or an admin): one line per application, newest first (the
// page's stage filter and order apply), with the same cell rules as the leads export (lib/format/csv.ts).
import type { Actor } from "@/lib/auth/policy";
import { findJobToManage } from "@/lib/applications/access";
import { applicantStageLabels, stageOf } from "@/lib/applications/dto";
import type { ApplicantsQuery } from "@/lib/applications/schema";
import { stageWhere } from "@/lib/applications/stage-where";
import { db } from "@/lib/db";
import { csvDocument, csvIstHeader, csvIstTime } from "@/lib/format/csv";

export const CSV_MAX_ROWS = 10_000;

const header = [
  "name",
  "email",
  "phone",
  "location",
  "experience",
  "portfolio",
  "stage",
  csvIstHeader("applied_at"),
  "resume",
  "note",
  "cover_letter",
];

export async function applicantsCsv(actor: Actor, jobId: string, query: Partial<ApplicantsQuery> = {}) {
  const job = await findJobToManage(jobId, actor);
  const order = query.sort === "oldest" ? "asc" : "desc";
  const rows = await db.jobApplication.findMany({
    where: { jobId: job.id, ...(query.stage ? stageWhere(query.stage) : {}) },
    orderBy: [{ createdAt: order }, { id: order }],
    take: CSV_MAX_ROWS,
    select: {
      name: true,
      email: true,
      phone: true,
      location: true,
      experience: true,
      portfolio: true,
      status: true,
      shortlistedAt: true,
      createdAt: true,
      resumeName: true,
      posterNote: true,
      coverLetter: true,
    },
  });
  return {
    job,
    csv: csvDocument(
      header,
      rows.map((r) => [
        r.name,
        r.email,
        r.phone,
        r.location,
        r.experience,
        r.portfolio,
        applicantStageLabels[stageOf(r)],
        csvIstTime(r.createdAt),
        r.resumeName ?? "",
        r.posterNote,
        r.coverLetter,
      ]),
    ),
  };
}
