// Who may call a handler: apiHandler's `auth` option runs these. Ownership of a listing is decided where the
// listing is read (lib/listings/moderation.ts); the proxy only redirects early.
import { forbidden, unauthorized } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/current-user";

export function assertUser(user: CurrentUser | null): CurrentUser {
  if (!user) throw unauthorized();
  return user;
}

export function assertAdmin(user: CurrentUser | null): CurrentUser {
  const signedIn = assertUser(user);
  if (signedIn.role !== "Admin") throw forbidden("This needs an admin account.");
  return signedIn;
}
