// An admin's change to the site's own content (a course, a documentation item): made in one transaction with
// its audit row, then the page that shows the content refreshed.
import { writeAudit } from "@/lib/audit/log";
import { assertAdmin, type Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { refreshPage } from "@/lib/site/revalidate";

/** A kind of content: what the audit log names it ("course", "doc") and the page that shows it. */
export type ContentKind = { targetType: string; page: string };

/**
 * Runs `change`, the `verb` of one item of `kind`, and writes its audit row in the same transaction (named by
 * the id and title of the row `change` answers); then refreshes the kind's page. Answers the row. Only an admin
 * changes content.
 */
export async function changeContent<Row extends { id: string; title: string }>(
  admin: Actor,
  { targetType, page }: ContentKind,
  verb: "create" | "update" | "delete",
  change: (tx: Prisma.TransactionClient) => Promise<Row>,
): Promise<Row> {
  assertAdmin(admin);
  const row = await db.$transaction(async (tx) => {
    const changed = await change(tx);
    await writeAudit(tx, admin.id, {
      action: `${targetType}.${verb}`,
      targetType,
      targetId: changed.id,
      summary: changed.title,
    });
    return changed;
  });
  refreshPage(page);
  return row;
}
