// Documentation search: case-insensitive phrase match over titles and bodies. Client-safe.
import type { DocItemDto } from "@/lib/docs/queries";

export function matchesDoc(item: Pick<DocItemDto, "title" | "body">, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return item.title.toLowerCase().includes(q) || item.body.toLowerCase().includes(q);
}

/** Splits `text` into plain and matching parts, for <mark> highlighting. */
export function splitMatches(text: string, query: string): { text: string; match: boolean }[] {
  const q = query.trim();
  if (!q) return [{ text, match: false }];
  const pattern = new RegExp(`(${q.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})`, "gi");
  return text
    .split(pattern)
    .filter((part) => part !== "")
    .map((part) => ({ text: part, match: part.toLowerCase() === q.toLowerCase() }));
}

/** Body text as blocks: numbered lines ("1. …") become list items, the rest paragraphs. */
export function bodyBlocks(body: string): ({ kind: "p"; text: string } | { kind: "ol"; items: string[] })[] {
  const blocks: ({ kind: "p"; text: string } | { kind: "ol"; items: string[] })[] = [];
  for (const line of body
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)) {
    const step = /^\d+\.\s+(.*)$/.exec(line);
    const last = blocks.at(-1);
    if (step) {
      if (last?.kind === "ol") last.items.push(step[1]!);
      else blocks.push({ kind: "ol", items: [step[1]!] });
    } else {
      blocks.push({ kind: "p", text: line });
    }
  }
  return blocks;
}
