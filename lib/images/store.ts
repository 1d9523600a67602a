// Images live in PostgreSQL, so every app instance (and a serverless deploy) can serve them.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { processImage } from "@/lib/images/process";

type Tx = Prisma.TransactionClient;

/** How long an uploaded image may wait for the listing that will use it. */
export const ORPHAN_IMAGE_GRACE_HOURS = 24;

export const imageUrl = (id: string) => `/api/images/${id}`;

/** Validates, re-encodes and stores an upload; answers the new image's id. */
export async function storeImage(bytes: Uint8Array, client: Tx | typeof db = db): Promise<string> {
  const image = await processImage(bytes);
  const row = await client.image.create({
    data: {
      data: new Uint8Array(image.data),
      mimeType: image.mimeType,
      width: image.width,
      height: image.height,
      byteSize: image.data.byteLength,
    },
    select: { id: true },
  });
  return row.id;
}

export async function getImage(id: string) {
  return db.image.findUnique({ where: { id }, select: { data: true, mimeType: true } });
}

/**
 * Whether a listing (or a course) may name this stored image by its URL: one that one already uses, or an upload
 * younger than the sweep's grace period less an hour, so an attach and the sweep never meet on one image.
 */
export async function imageAttachable(id: string, client: Tx | typeof db = db): Promise<boolean> {
  const freshSince = new Date(Date.now() - (ORPHAN_IMAGE_GRACE_HOURS - 1) * 3_600_000);
  const found = await client.image.count({
    where: {
      id,
      OR: [
        { createdAt: { gt: freshSince } },
        { events: { some: {} } },
        { jobs: { some: {} } },
        { startups: { some: {} } },
        { gigs: { some: {} } },
        { courses: { some: {} } },
      ],
    },
  });
  return found > 0;
}

/**
 * Deletes an image no listing or course uses any more; one statement, so a listing that still names it keeps
 * it. Call it in the transaction that let go of the image.
 */
export async function deleteImageIfUnused(id: string, client: Tx | typeof db = db): Promise<void> {
  await client.$executeRaw`
    DELETE FROM "Image" WHERE "id" = ${id}
      AND NOT EXISTS (SELECT 1 FROM "Event" WHERE "imageId" = ${id})
      AND NOT EXISTS (SELECT 1 FROM "Job" WHERE "imageId" = ${id})
      AND NOT EXISTS (SELECT 1 FROM "Startup" WHERE "imageId" = ${id})
      AND NOT EXISTS (SELECT 1 FROM "Gig" WHERE "imageId" = ${id})
      AND NOT EXISTS (SELECT 1 FROM "Course" WHERE "imageId" = ${id})`;
}

/**
 * Deletes images that no listing or course uses and that were stored more than the grace period ago (an
 * upload-image answer nobody attached). One statement, so a listing that names an image keeps it.
 * Answers how many were deleted.
 */
export async function pruneOrphanImages(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_IMAGE_GRACE_HOURS * 3_600_000);
  return db.$executeRaw`
    DELETE FROM "Image" i WHERE i."createdAt" < ${cutoff}
      AND NOT EXISTS (SELECT 1 FROM "Event" e WHERE e."imageId" = i."id")
      AND NOT EXISTS (SELECT 1 FROM "Job" j WHERE j."imageId" = i."id")
      AND NOT EXISTS (SELECT 1 FROM "Startup" s WHERE s."imageId" = i."id")
      AND NOT EXISTS (SELECT 1 FROM "Gig" g WHERE g."imageId" = i."id")
      AND NOT EXISTS (SELECT 1 FROM "Course" c WHERE c."imageId" = i."id")`;
}
