// Documentation items as admins add, edit and delete them: each with its audit row; /documentation renders per
// request, so the next visit shows the change.
import { changeContent, type ContentKind } from "@/lib/audit/content-change";
import type { Actor } from "@/lib/auth/policy";
import type { DocInput } from "@/lib/docs/schema";
import { notFound } from "@/lib/errors";
import { isListingId } from "@/lib/listings/ids";

const select = { id: true, section: true, title: true, body: true, targetRelease: true } as const;

const columns = (input: DocInput) => ({
  title: input.title,
  body: input.description,
  section: input.section,
  targetRelease: input.targetRelease ?? null,
});

const docs: ContentKind = { targetType: "doc", page: "/documentation" };

export function createDocItem(admin: Actor, input: DocInput) {
  return changeContent(admin, docs, "create", async (tx) => {
    const last = await tx.docItem.aggregate({ where: { section: input.section }, _max: { sortOrder: true } });
    return tx.docItem.create({
      data: {
        ...columns(input),
        slug: `${input.section}-${crypto.randomUUID().slice(0, 8)}`,
        sortOrder: (last._max.sortOrder ?? 0) + 1,
      },
      select,
    });
  });
}

export function updateDocItem(admin: Actor, id: string, input: DocInput) {
  return changeContent(admin, docs, "update", async (tx) => {
    const found = isListingId(id) ? await tx.docItem.count({ where: { id } }) : 0;
    if (!found) throw notFound("Documentation item not found");
    return tx.docItem.update({ where: { id }, data: columns(input), select });
  });
}

export async function deleteDocItem(admin: Actor, id: string) {
  await changeContent(admin, docs, "delete", async (tx) => {
    const row = isListingId(id)
      ? await tx.docItem.findUnique({ where: { id }, select: { id: true, title: true } })
      : null;
    if (!row) throw notFound("Documentation item not found");
    await tx.docItem.delete({ where: { id } });
    return row;
  });
}
