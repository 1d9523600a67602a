// Every mail that greets its reader greets by first name, as the dashboard does ("Welcome, Meera"): "Hi Meera,",
// never the full name typed in a form ("Hi Meera Member,"). Each mail is sent to the outbox and read back.
import { describe, expect, it } from "vitest";
import { sendApplicationReceivedMails, sendApplicationStatusMail } from "@/lib/applications/mails";
import { sendBidDecisionMail } from "@/lib/bids/mails";
import type { ScheduledConsultationDto } from "@/lib/consultations/dto";
import { sendBookedMails, sendStatusMail } from "@/lib/consultations/mails";
import { sendReminderMail, sendSlotBookedMails, sendSlotChangeMail } from "@/lib/consultations/slot-mails";
import { sendThreadMail } from "@/lib/conversations/mail";
import { latestMailTo, uniqueSuffix } from "@/tests/accounts";

const job = { title: "Indexer Engineer", company: "ChitChain Labs" };
const inbox = () => `meera_${uniqueSuffix()}@example.com`;

const consultation = (email: string): ScheduledConsultationDto => ({
  id: "c1",
  topic: "Smart contract audit",
  name: "Meera Member",
  email,
  mobile: "9876543210",
  message: "Help",
  preferredDate: null,
  requestDate: new Date().toISOString(),
  scheduledDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  status: "accepted",
  adminNotes: "",
  slotMinutes: 30,
});

/** The mail's text greets Meera by first name and never by her full name. */
async function expectFirstName(email: string) {
  const mail = await latestMailTo(email);
  expect(mail?.text).toContain("Hi Meera,");
  expect(mail?.text).not.toContain("Meera Member");
}

describe("mails greet by first name", () => {
  const sends: [string, (to: string) => Promise<unknown>][] = [
    [
      "an application decision",
      (to) => sendApplicationStatusMail({ name: "Meera Member", email: to, status: "accepted", job }),
    ],
    [
      "an application's confirmation",
      (to) =>
        sendApplicationReceivedMails({
          jobId: "j1",
          job,
          poster: null,
          applicant: { name: "Meera Member", email: to, accountEmail: to },
        }),
    ],
    [
      "a bid decision",
      (to) =>
        sendBidDecisionMail({ name: "Meera Member", email: to }, "Logo design", "accepted", {
          amount: 5000,
          durationDays: 7,
          message: "",
        }),
    ],
    [
      "a conversation's new message",
      (to) =>
        sendThreadMail({
          to: { email: to, firstName: "Meera" },
          from: job.company,
          subject: "your application",
          threadId: "thread-1",
          message: "Hello",
        }),
    ],
    ["a consultation request", (to) => sendBookedMails({ ...consultation(to), status: "pending" }, 5)],
    ["a consultation decision", (to) => sendStatusMail({ ...consultation(to), status: "completed" })],
    [
      "a slot booking",
      (to) =>
        sendSlotBookedMails(consultation(to), {
          coinsAwarded: 5,
          meetingUrl: "",
          sessionMinutes: 30,
          now: new Date(),
        }),
    ],
    [
      "a slot change",
      (to) =>
        sendSlotChangeMail(consultation(to), "rescheduled", {
          sequence: 1,
          meetingUrl: "",
          sessionMinutes: 30,
          now: new Date(),
        }),
    ],
    [
      "a reminder",
      (to) => sendReminderMail(consultation(to), { meetingUrl: "", sessionMinutes: 30, now: new Date() }),
    ],
  ];
  for (const [what, send] of sends) {
    it(`in ${what}`, async () => {
      const to = inbox();
      await send(to);
      await expectFirstName(to);
    });
  }
});
