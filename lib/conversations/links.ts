// A message is plain text: it is shown as text (React escapes it), and web addresses in it become links. This
// splits a message into text and link parts; only http(s) addresses are links, never javascript: or data:.

export type TextPart = { text: string } | { text: string; href: string };

const url = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence, not the address ("see https://x.dev/a." → the link stops before the dot). */
const trailing = /[.,;:!?)\]}'"]+$/;

export function linkParts(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of body.matchAll(url)) {
    let href = match[0];
    const cut = trailing.exec(href);
    if (cut) href = href.slice(0, cut.index);
    const start = match.index;
    if (!isWebUrl(href)) continue;
    if (start > last) parts.push({ text: body.slice(last, start) });
    parts.push({ text: href, href });
    last = start + href.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}

function isWebUrl(href: string): boolean {
  try {
    const u = new URL(href);
    return (u.protocol === "http:" || u.protocol === "https:") && !!u.hostname;
  } catch {
    return false;
  }
}
