// Dates as the spec shows them: en-IN, in India's time zone.
const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const dateOnly = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** "15 Jan 2027, 6:30 pm", or TBD when there is no date. */
export function formatEventDate(iso: string | null | undefined): string {
  if (!iso) return "TBD";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "TBD" : dateTime.format(date);
}

export function formatDay(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateOnly.format(date);
}

/** "Today", "Yesterday", "3 days ago", then the date. */
export function postedAgo(iso: string, now = Date.now()): string {
  const days = Math.floor((now - new Date(iso).getTime()) / 86_400_000);
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 30) return `${days} days ago`;
  return formatDay(iso);
}

const IST_OFFSET_MS = 330 * 60_000;

/** An instant as a datetime-local value in IST ("2027-01-15T18:30"). */
export function toIstInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as IST, as an ISO instant; "" stays "". */
export function fromIstInput(local: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+05:30` : local;
}
