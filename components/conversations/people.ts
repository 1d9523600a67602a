// How a conversation's people read in the page's language: their role (the server says "Poster", "Bidder" or
// "Applicant") and, for an account that is gone (no id), "A former member".
import type { ThreadPerson } from "@/lib/conversations/schema";

type T = { (key: string, values?: Record<string, string | number>): string; has: (key: string) => boolean };

export function roleLabel(t: T, role: string): string {
  const key = `roles.${role.toLowerCase()}`;
  return t.has(key) ? t(key) : role;
}

export function personName(t: T, person: { id: string | null; name: string }): string {
  return person.id === null ? t("formerMember") : person.name;
}

/** "Meera R. (Poster) and Arjun K. (Applicant)". */
export function participantsLine(t: T, people: ThreadPerson[]): string {
  return people
    .map((p) => t("person", { name: personName(t, p), role: roleLabel(t, p.role) }))
    .join(t("and"));
}
