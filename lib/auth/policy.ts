// Who may do what, in one place: every query and mutation asks these with the acting user (an `Actor`), so a
// rule is written once and a new caller cannot skip it. Pure functions (no database), safe in the browser too.
// Functions take an `Actor` (the least a rule needs); a `CurrentUser` is one, so callers pass the user they have.
import { forbidden, unauthorized } from "@/lib/errors";

/** The least a rule needs to know of the person acting: who, and in which role. */
export type Actor = { id: string; role: "Admin" | "Member" };

/** Admins run the back office (the browser asks it of the role GET /api/auth/status answers). */
export const isAdmin = (actor: { role?: string } | null | undefined): boolean => actor?.role === "Admin";

/** A listing is managed (its applicants, bids, edits, closing) by the member who posted it, and by admins. */
export const canManageListing = (
  actor: Actor | null | undefined,
  listing: { postedById: string | null },
): boolean => !!actor && (isAdmin(actor) || (listing.postedById !== null && listing.postedById === actor.id));

/** A listing not live yet (pending, rejected) is seen only by those who manage it; a live one by anyone. */
export const canSeeListing = (
  actor: Actor | null | undefined,
  listing: { status: string; postedById: string | null },
): boolean => listing.status === "approved" || canManageListing(actor, listing);

/** A member's own application, bid or consultation: only they withdraw or cancel it (admins decide on it). */
export const ownsEntry = (actor: Actor, entry: { userId: string }): boolean => entry.userId === actor.id;

/** The signed-in actor, or 401 for a guest. */
export function assertUser<A extends Actor>(actor: A | null | undefined): A {
  if (!actor) throw unauthorized();
  return actor;
}

/** The acting admin, or 401 for a guest and 403 for a member: every lib/admin function starts with it. */
export function assertAdmin<A extends Actor>(
  actor: A | null | undefined,
  message = "This needs an admin account.",
): A {
  const signedIn = assertUser(actor);
  if (!isAdmin(signedIn)) throw forbidden(message);
  return signedIn;
}
