// Reads of accounts, returning DTOs built with `select` (never a whole user row).
import { currentUserSelect, toCurrentUser, type CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";

export async function getUserById(id: string): Promise<CurrentUser | null> {
  const row = await db.user.findUnique({ where: { id }, select: currentUserSelect });
  return row ? toCurrentUser(row) : null;
}
