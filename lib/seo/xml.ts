// Text inside XML: the five special characters escaped, and the characters XML 1.0 forbids removed.

// Control characters other than tab, line feed and carriage return, and the two non-characters U+FFFE/U+FFFF,
// may not appear in an XML 1.0 document even escaped; a feed reader rejects the whole feed for one of them.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** `text` safe for an XML element's content or a quoted attribute value. */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, "").replace(/[&<>"']/g, (c) => entities[c]!);
}
