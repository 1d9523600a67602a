// CSV files a spreadsheet opens safely: every cell quoted, quotes doubled, a leading = + - @ (or tab, CR)
// neutralised so a formula is never run, and a UTF-8 byte order mark so Excel does not read the file as ANSI
// and garble Hindi names and emoji. Times are India's, as a spreadsheet reads a date and time ("2026-12-10 14:30"),
// under a header that says IST (`csvIstHeader`). The leads export and a job's applicants export share it.
import { toIstInput } from "@/lib/format/date";

/** A CSV cell: quoted, quotes doubled, and a leading = + - @ neutralised so a spreadsheet never runs it. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A whole file: the byte order mark, the header, one line per row, CRLF line ends. */
export function csvDocument(header: string[], rows: string[][]): string {
  const lines = rows.map((row) => row.map(csvCell).join(","));
  return "\uFEFF" + [header.join(","), ...lines].join("\r\n") + "\r\n";
}

/** A time column's header, saying the zone its times are in: "created_at (IST)". */
export const csvIstHeader = (name: string) => `${name} (IST)`;

/** An instant as a spreadsheet reads it, in India's time: "2026-12-10 14:30" (its column's header says IST). */
export function csvIstTime(at: Date): string {
  return toIstInput(at.toISOString()).replace("T", " ");
}
