// How the job detail page shows a description: all of it (the card's three-sentence rule
// is for cards only), as paragraphs, with numbered or dashed items as lists.

export type DescriptionBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const NUMBER = /(?:^|\s)(\d{1,2})[.)]\s+/g;
const DASHED = /^\s*[-•*]\s+/;

/**
 * Numbered items "1. … 2. … 3. …" in one paragraph, counted from 1 without gaps (so "Version 2. ships"
 * or "2.5 years" stay prose): the text before "1." and the items, or null when there are fewer than two.
 */
function numberedItems(paragraph: string): { lead: string; items: string[] } | null {
  const text = paragraph.replace(/\s+/g, " ").trim();
  const starts: { at: number; end: number }[] = [];
  for (const m of text.matchAll(NUMBER)) {
    if (Number(m[1]) !== starts.length + 1) continue;
    starts.push({ at: m.index, end: m.index + m[0].length });
  }
  const [first] = starts;
  if (!first || starts.length < 2) return null;
  const items = starts.map((s, i) => text.slice(s.end, starts[i + 1]?.at ?? text.length).trim());
  return { lead: text.slice(0, first.at).trim(), items: items.filter(Boolean) };
}

/** The whole description as blocks; nothing is dropped. */
export function descriptionBlocks(description: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  const paragraphs = description
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const paragraph of paragraphs) {
    const lines = paragraph.split("\n").filter((l) => l.trim());
    const dashed = lines.filter((l) => DASHED.test(l));
    if (dashed.length >= 2) {
      // A lead line or two, then "- item" lines.
      const firstItem = lines.findIndex((l) => DASHED.test(l));
      const lead = lines.slice(0, firstItem).join("\n").trim();
      if (lead) blocks.push({ kind: "paragraph", text: lead });
      const items: string[] = [];
      for (const line of lines.slice(firstItem)) {
        if (DASHED.test(line)) items.push(line.replace(DASHED, "").trim());
        else if (items.length) items[items.length - 1] += ` ${line.trim()}`;
      }
      blocks.push({ kind: "list", items });
      continue;
    }
    const numbered = numberedItems(paragraph);
    if (numbered) {
      if (numbered.lead) blocks.push({ kind: "paragraph", text: numbered.lead });
      blocks.push({ kind: "list", items: numbered.items });
      continue;
    }
    blocks.push({ kind: "paragraph", text: paragraph });
  }
  return blocks;
}
