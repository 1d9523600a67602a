import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { chooseImage } from "@/lib/listings/image-choice";
import { editListing } from "@/lib/listings/edit";
import { startupFacets } from "@/lib/listings/facets";
import { startupSelect, toStartupDto, type StartupDto } from "@/lib/startups/dto";
import type { StartupInput } from "@/lib/startups/schema";
import { createWithSlug } from "@/lib/startups/slug";

/**
 * A member's startup: pending and tagged 'User', whatever the client sent; its logo (a file, or the URL of an
 * upload) written with it; its page's slug made from its name (kept when it is renamed, so links keep working).
 * Every other field of the input is a column.
 */
export async function createStartup(
  user: Actor,
  { image: logo, ...columns }: StartupInput,
  file: Uint8Array | null,
): Promise<StartupDto> {
  const image = await chooseImage(logo, file);
  const row = await createWithSlug(
    columns.name,
    async (slug) => !!(await db.startup.findUnique({ where: { slug }, select: { id: true } })),
    (slug) =>
      db.startup.create({
        data: {
          ...columns,
          ...startupFacets(columns),
          slug,
          status: "pending",
          postedByTag: "User",
          postedBy: { connect: { id: user.id } },
          ...(image ? { upload: image } : {}),
        },
        select: startupSelect,
      }),
  );
  return toStartupDto(row, user);
}

/** The poster's (or an admin's) edit: what it does to the startup's status is lib/listings/edit.ts's. */
export async function updateStartup(
  user: Actor,
  id: string,
  { image: logo, ...columns }: StartupInput,
  file: Uint8Array | null,
): Promise<StartupDto> {
  const row = await editListing({ kind: "startup", id, title: columns.name }, user, {
    columns: { ...columns, ...startupFacets(columns) },
    image: { url: logo, file },
    write: (tx, data) =>
      tx.startup.update({
        where: { id },
        data,
        select: startupSelect,
      }),
  });
  return toStartupDto(row, user);
}
