// Images live in PostgreSQL, so every app instance (and a serverless deploy) can serve them.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { processImage } from "@/lib/images/process";

type Tx = Prisma.TransactionClient;

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

/** Whether an image with this id is stored (a listing may name an uploaded image by its URL). */
export async function imageExists(id: string, client: Tx | typeof db = db): Promise<boolean> {
  return (await client.image.count({ where: { id } })) > 0;
}

/**
 * Deletes an image no job or event uses any more; one statement, so a listing that still names it keeps
 * it. Call it in the transaction that let go of the image.
 */
export async function deleteImageIfUnused(id: string, client: Tx | typeof db = db): Promise<void> {
  await client.$executeRaw`
    DELETE FROM "Image" WHERE "id" = ${id}
      AND NOT EXISTS (SELECT 1 FROM "Event" WHERE "imageId" = ${id})
      AND NOT EXISTS (SELECT 1 FROM "Job" WHERE "imageId" = ${id})`;
}
