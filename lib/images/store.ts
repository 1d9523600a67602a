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
