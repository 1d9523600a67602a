// Authorization checks for handlers, mutations and queries. The proxy only redirects early; these decide.
import { forbidden, unauthorized } from "@/lib/api/errors";
import type { CurrentUser } from "@/lib/auth/current-user";
import { getCurrentUser } from "@/lib/auth/session";

export function assertUser(user: CurrentUser | null): CurrentUser {
  if (!user) throw unauthorized();
  return user;
}

export function assertAdmin(user: CurrentUser | null): CurrentUser {
  const signedIn = assertUser(user);
  if (signedIn.role !== "Admin") throw forbidden("This needs an admin account.");
  return signedIn;
}

/** The signed-in user of the current request, or 401. */
export async function requireUser(): Promise<CurrentUser> {
  return assertUser(await getCurrentUser());
}

/** 401 for a guest, 403 for a member. */
export async function requireAdmin(): Promise<CurrentUser> {
  return assertAdmin(await getCurrentUser());
}

/** Only the owner (or an admin) may change a record; a missing owner (deleted account) leaves admins only. */
export function assertCanEdit(user: CurrentUser, ownerId: string | null | undefined): void {
  if (user.role === "Admin") return;
  if (!ownerId || ownerId !== user.id) throw forbidden();
}
