// "just now", "5 min ago", "3 h ago", "2 days ago", then the date: how old a notification is, in the list and
// the bell's popover alike. ageOf gives the age alone, for words in the page's language (the catalog's
// notificationsBell.age); timeAgo is the English.
import { formatDay } from "@/lib/format/date";

export type Age =
  | { unit: "now" | "yesterday" | "date"; count: 0 }
  | { unit: "minutes" | "hours" | "days"; count: number };

export function ageOf(iso: string, now = Date.now()): Age {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return { unit: "now", count: 0 };
  if (minutes < 60) return { unit: "minutes", count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: "hours", count: hours };
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? { unit: "yesterday", count: 0 } : { unit: "days", count: days };
  return { unit: "date", count: 0 };
}

export function timeAgo(iso: string, now = Date.now()): string {
  const age = ageOf(iso, now);
  switch (age.unit) {
    case "now":
      return "just now";
    case "minutes":
      return `${age.count} min ago`;
    case "hours":
      return `${age.count} h ago`;
    case "yesterday":
      return "yesterday";
    case "days": {
      const days = age.count; // 2 to 6
      return `${days} days ago`;
    }
    default:
      return formatDay(iso);
  }
}
