// Documentation items as admins add, edit and delete them: each with its audit row; /documentation renders per
// request, so the next visit shows the change.
import { writeAudit } from "@/lib/audit/log";
import { db } from "@/lib/db";
import type { DocInput } from "@/lib/docs/doc-input";
import { notFound } from "@/lib/errors";
import { isListingId } from "@/lib/listings/ids";
import { refreshPage } from "@/lib/site/revalidate";

const select = { id: true, section: true, title: true, body: true, targetRelease: true } as const;

const columns = (input: DocInput) => ({
  title: input.title,
  body: input.description,
  section: input.section,
  targetRelease: input.targetRelease ?? null,
});

export async function createDocItem(adminId: string, input: DocInput) {
  const item = await db.$transaction(async (tx) => {
    const last = await tx.docItem.aggregate({ where: { section: input.section }, _max: { sortOrder: true } });
    const row = await tx.docItem.create({
      data: {
        ...columns(input),
        slug: `${input.section}-${crypto.randomUUID().slice(0, 8)}`,
        sortOrder: (last._max.sortOrder ?? 0) + 1,
      },
      select,
    });
    await writeAudit(tx, adminId, {
      action: "doc.create",
      targetType: "doc",
      targetId: row.id,
      summary: row.title,
    });
    return row;
  });
  refreshPage("/documentation");
  return item;
}

export async function updateDocItem(adminId: string, id: string, input: DocInput) {
  const item = await db.$transaction(async (tx) => {
    const found = isListingId(id) ? await tx.docItem.count({ where: { id } }) : 0;
    if (!found) throw notFound("Documentation item not found");
    const row = await tx.docItem.update({ where: { id }, data: columns(input), select });
    await writeAudit(tx, adminId, {
      action: "doc.update",
      targetType: "doc",
      targetId: id,
      summary: row.title,
    });
    return row;
  });
  refreshPage("/documentation");
  return item;
}

export async function deleteDocItem(adminId: string, id: string) {
  await db.$transaction(async (tx) => {
    const row = isListingId(id)
      ? await tx.docItem.findUnique({ where: { id }, select: { title: true } })
      : null;
    if (!row) throw notFound("Documentation item not found");
    await tx.docItem.delete({ where: { id } });
    await writeAudit(tx, adminId, {
      action: "doc.delete",
      targetType: "doc",
      targetId: id,
      summary: row.title,
    });
  });
  refreshPage("/documentation");
}
