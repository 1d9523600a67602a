// An event's registrations as a CSV file for its organiser (or an admin): one line each in ticket-number order (the
// order they first registered), with its status, times and a column per question (the event's questions now; an answer to one since removed is left out), the same cell
// rules as every export (lib/format/csv.ts). No ticket codes: the file may travel further than the door. Streamed a
// page at a time by keyset on (eventId, number), so an event of any size is exported without holding it in memory.
import type { Actor } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { findEventToManage } from "@/lib/events/registration-access";
import { attendeeSelect, toAttendeeDto, type AttendeeDto } from "@/lib/events/registration-dto";
import type { RegistrationListStatus } from "@/lib/events/registration-schema";
import { registrationStatusLabels } from "@/lib/events/registration-state";
import { csvCell, csvIstHeader, csvIstTime } from "@/lib/format/csv";

const PAGE = 1_000;

const line = (cells: string[]) => cells.map(csvCell).join(",") + "\r\n";
const time = (iso: string | null) => (iso ? csvIstTime(new Date(iso)) : "");

/** The file's name: the event's id and today in India. */
export function exportFileName(eventId: string, day: string) {
  return `registrations-${eventId}-${day}.csv`;
}

export async function registrationsCsv(
  actor: Actor,
  eventId: string,
  status?: RegistrationListStatus,
): Promise<{ eventId: string; stream: ReadableStream<Uint8Array> }> {
  const event = await findEventToManage(eventId, actor);
  const questions = event.registration?.questions ?? [];
  const header = [
    "ticket_number",
    "name",
    "email",
    "status",
    csvIstHeader("registered_at"),
    csvIstHeader("checked_in_at"),
    "organiser_message",
    ...questions.map((q) => q.label),
  ];
  const row = (r: AttendeeDto) => {
    const answers = new Map(r.answers.map((a) => [a.questionId, a.answer]));
    return line([
      String(r.number),
      r.name,
      r.email,
      registrationStatusLabels[r.status],
      time(r.createdAt),
      time(r.checkedInAt),
      r.decisionMessage,
      ...questions.map((q) => answers.get(q.id) ?? ""),
    ]);
  };
  const encoder = new TextEncoder();
  let after = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode("\uFEFF" + header.map(csvCell).join(",") + "\r\n"));
    },
    async pull(controller) {
      const rows = await db.eventRegistration.findMany({
        where: { eventId: event.id, number: { gt: after }, ...(status ? { status } : {}) },
        orderBy: { number: "asc" },
        take: PAGE,
        select: attendeeSelect,
      });
      const text = rows.map((r) => row(toAttendeeDto(r))).join("");
      if (text) controller.enqueue(encoder.encode(text));
      after = rows.at(-1)?.number ?? after;
      if (rows.length < PAGE) controller.close();
    },
  });
  return { eventId: event.id, stream };
}
