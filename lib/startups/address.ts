// Where /startup/{segment} leads, read with nothing but the database (proxy.ts asks it before a page renders).
import { db } from "@/lib/db";
import { isListingId } from "@/lib/listings/ids";
import { isStartupSlug, startupPath } from "@/lib/startups/slug";

/** Where `/startup/{segment}` leads: its page, the slug's address of a startup asked for by id, or nowhere. */
export type StartupAddress =
  { kind: "page"; slug: string } | { kind: "moved"; path: string } | { kind: "none" };

/** Resolves a page address: an approved startup by its slug, or by its id (then moved to its slug's address). */
export async function findStartupAddress(segment: string): Promise<StartupAddress> {
  if (isStartupSlug(segment)) {
    const bySlug = await db.startup.findUnique({ where: { slug: segment }, select: { status: true } });
    if (bySlug) return bySlug.status === "approved" ? { kind: "page", slug: segment } : { kind: "none" };
  }
  if (!isListingId(segment)) return { kind: "none" };
  const byId = await db.startup.findUnique({ where: { id: segment }, select: { slug: true, status: true } });
  if (!byId || byId.status !== "approved") return { kind: "none" };
  return byId.slug
    ? { kind: "moved", path: startupPath({ id: segment, slug: byId.slug }) }
    : { kind: "page", slug: segment };
}
