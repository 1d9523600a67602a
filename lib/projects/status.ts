import type { BadgeTone } from "@/components/ui/badge";

/** public §4: In Development yellow, Beta green, anything else purple. */
export function projectStatusTone(status: string): BadgeTone {
  if (status === "In Development") return "warning";
  if (status === "Beta") return "success";
  return "info";
}

/** public §9: at most 3 tech tags, then +N. */
export function splitTags(tags: string[], max = 3): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}
