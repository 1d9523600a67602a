// An .ics attachment read back (RFC 5545 §3.1 lines unfolded): the calendar's properties and its one VEVENT's.
export function parseIcs(content: string) {
  const lines = content
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  const props = (part: string[]) =>
    Object.fromEntries(part.map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1)] as const));
  const begin = lines.indexOf("BEGIN:VEVENT");
  const end = lines.indexOf("END:VEVENT");
  return { calendar: props(lines.slice(1, begin)), event: props(lines.slice(begin + 1, end)), lines };
}
