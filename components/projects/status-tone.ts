import type { BadgeTone } from "@/components/ui/badge";

/** A project's status badge: In Development yellow, Beta green, anything else purple. */
export function projectStatusTone(status: string): BadgeTone {
  if (status === "In Development") return "warning";
  if (status === "Beta") return "success";
  return "info";
}
