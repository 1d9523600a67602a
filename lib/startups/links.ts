// A job or gig listed for a startup: only the startup's owner links their listings to it, and only to an approved
// startup of theirs. Checked on the server for every create and edit (the form offers the same choices).
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors";

/** What the job and gig forms offer: the member's approved startups, by name. */
export type StartupOption = { id: string; name: string };

/** The most a member's Startup select lists (a member owns a handful; this bounds the read). */
const MAX_OPTIONS = 50;

export const notYourStartupMessage = "Please choose one of your approved startups";

/**
 * `userId`'s approved startups, by name: the Startup select's options. `keep`, the startup a listing being edited
 * is linked to, is offered too when it is not among them (sent back to review since), so saving keeps the link.
 */
export async function listLinkableStartups(
  userId: string,
  keep: string | null = null,
): Promise<StartupOption[]> {
  const select = { id: true, name: true } as const;
  const own = await db.startup.findMany({
    where: { postedById: userId, status: "approved" },
    select,
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: MAX_OPTIONS,
  });
  if (!keep || own.some((s) => s.id === keep)) return own;
  const kept = await db.startup.findUnique({ where: { id: keep }, select });
  return kept ? [...own, kept] : own;
}

/**
 * 400 on `startupId` unless it names an approved startup posted by `posterId` (the listing's poster). `keep` is
 * the link the listing has now: an edit that leaves it unchanged is not checked again (an admin's edit of a
 * member's listing, or a startup since sent back to review, keeps its link).
 */
export async function assertCanLinkStartup(
  posterId: string | null,
  startupId: string | null,
  keep: string | null = null,
  /** The edit's transaction when checked inside it (the embedded database has one connection: never wait on db). */
  client: Prisma.TransactionClient = db,
): Promise<void> {
  if (!startupId || startupId === keep) return;
  const startup = posterId
    ? await client.startup.findUnique({
        where: { id: startupId },
        select: { postedById: true, status: true },
      })
    : null;
  if (!startup || startup.postedById !== posterId || startup.status !== "approved") {
    throw new ApiError("validation_failed", notYourStartupMessage, { startupId: notYourStartupMessage });
  }
}
