// How a job is worked, read from its location as Indian listings write it ("Remote (India)", "WFH (anywhere in
// India)", "Hybrid - Bengaluru", "In-office, Pune", "Bangalore / Remote"). The first word that names a mode
// decides ("Remote / Hybrid" is remote, "Hybrid (2 days remote)" hybrid); "no remote" is on-site, and so is a
// location naming no mode. The migration that last recomputed the stored column holds the same rules in SQL
// (prisma/migrations/*_pay_and_place_facets); tests/facets-backfill.int.test.ts checks they agree.

export const workModes = ["Remote", "Hybrid", "On-site"] as const;
export type WorkMode = (typeof workModes)[number];

/** The words of each mode, in the order a tie is settled (one group each; the first in the text counts). */
export const workModeWords: [WorkMode, string][] = [
  ["On-site", "\\b(?:no|not|non)[-\\s]?(?:remote|wfh)\\b"],
  [
    "On-site",
    "\\bon[-\\s]?site\\b|\\bin[-\\s]?office\\b|\\bwork\\s+from\\s+office\\b|\\bwfo\\b|\\boffice[-\\s]based\\b",
  ],
  ["Hybrid", "\\bhybrid\\b"],
  [
    "Remote",
    "\\bremote\\b|\\bwfh\\b|\\bwork(?:ing)?[-\\s]+from[-\\s]+home\\b|\\bhome[-\\s]based\\b|\\banywhere\\b|\\bdistributed\\b",
  ],
];
const MODE = new RegExp(workModeWords.map(([, words]) => `(${words})`).join("|"), "i");

/** Remote, Hybrid or On-site, by the first word in the location that names one; On-site when none does. */
export function workModeOf(location: string | null | undefined): WorkMode {
  const m = MODE.exec(location ?? "");
  return m ? workModeWords[m.slice(1).findIndex((g) => g !== undefined)]![0] : "On-site";
}
