import { db } from "@/lib/db";
import { deleteImageIfUnused } from "@/lib/images/store";
import type { Viewer } from "@/lib/listings/fields";
import { chooseImage } from "@/lib/listings/image-choice";
import { assertCanEditListing } from "@/lib/listings/moderation";
import { startupSelect, toStartupDto, type StartupDto } from "@/lib/startups/dto";
import type { StartupInput } from "@/lib/startups/schema";

/**
 * A member's startup: pending and tagged 'User', whatever the client sent; its logo (a file, or the URL of an
 * upload) written with it. Every other field of the input is a column.
 */
export async function createStartup(
  user: NonNullable<Viewer>,
  { image: logo, ...columns }: StartupInput,
  file: Uint8Array | null,
): Promise<StartupDto> {
  const image = await chooseImage(logo, file);
  const row = await db.startup.create({
    data: {
      ...columns,
      status: "pending",
      postedByTag: "User",
      postedBy: { connect: { id: user.id } },
      ...(image ? { upload: image } : {}),
    },
    select: startupSelect,
  });
  return toStartupDto(row, user);
}

/** The poster's edit of a pending startup; a replaced logo goes in the same transaction unless still used. */
export async function updateStartup(
  user: NonNullable<Viewer>,
  id: string,
  { image: logo, ...columns }: StartupInput,
  file: Uint8Array | null,
): Promise<StartupDto> {
  await assertCanEditListing("startup", id, user);
  const image = await chooseImage(logo, file);
  const row = await db.$transaction(async (tx) => {
    const before = await tx.$queryRaw<{ imageId: string | null }[]>`
      SELECT "imageId" FROM "Startup" WHERE "id" = ${id} FOR UPDATE`;
    const updated = await tx.startup.update({
      where: { id, status: "pending" },
      data: { ...columns, ...(image ? { upload: image } : {}) },
      select: startupSelect,
    });
    const oldImageId = before[0]?.imageId;
    if (oldImageId && oldImageId !== updated.imageId) await deleteImageIfUnused(oldImageId, tx);
    return updated;
  });
  return toStartupDto(row, user);
}
