// What the poster's pipeline says of a closed job: nobody waits any more, and how many were told it went no
// further when it closed (lib/applications/closing.ts).
import { plural, pluralNoun } from "@/lib/format/plural";

/** Said after the count of applications: ". Closed: 3 applicants were told" (the pipeline's header). */
export function closedNote(told: number): string {
  if (told === 0) return ". Closed: nobody was waiting for an answer";
  return `. Closed: ${plural(told, "applicant")} ${pluralNoun(told, "was", "were")} told`;
}
