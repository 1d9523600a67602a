// How job cards show a job.

/**
 * Splits a description into bullets on numbered patterns ("1. … 2. …"); without numbers, a long
 * description gives at most three sentences.
 */
export function descriptionBullets(description: string): string[] {
  const text = description.replace(/\s+/g, " ").trim();
  if (!text) return [];
  const numbered = text
    .split(/(?:^|\s)\d{1,2}[.)]\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (numbered.length > 1 || /^\d{1,2}[.)]\s/.test(text)) return numbered;
  return text
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean)
    .slice(0, 3);
}

/** At most `max` items, and how many more there are. */
export function firstOf<T>(items: T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

export const isInternship = (job: { type: string }) => job.type.toLowerCase() === "internship";
