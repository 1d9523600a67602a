// What the server's HTML says about registration: the card's and the page's "N places left" / "Waitlist" /
// "Registration closed", the member's own registration and the button they get, the organiser's way in, a ticket
// with its QR code, and the organiser's decisions on a registration.
import { NextIntlClientProvider, useLocale } from "next-intl";
import { getMessages } from "next-intl/server";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { AttendeeCard } from "@/components/events/attendee-card";
import { EventCard } from "@/components/events/event-card";
import { RegistrationPanel } from "@/components/events/registration-panel";
import { TicketView } from "@/components/events/ticket-view";
import type { EventDto } from "@/lib/events/dto";
import type { AttendeeDto, MyRegistrationDto } from "@/lib/events/registration-dto";
import type { RegistrationSummary } from "@/lib/events/registration-state";
import { ticketQrPath } from "@/lib/events/ticket-qr";
import { localizedPath } from "@/lib/i18n/locales";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => {} }) }));
// next-intl's navigation (its Link) does not load under Vitest (it imports "next/navigation" without an extension):
// a Link that prefixes the provider's language as it does (the cards' login link uses it).
vi.mock("@/lib/i18n/navigation", () => ({
  Link: ({ href, ...props }: { href: string } & Record<string, unknown>) => (
    <a href={localizedPath(useLocale(), href)} {...props} />
  ),
  useRouter: () => ({ refresh: () => {}, push: () => {} }),
}));

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

const registration = (over: Partial<RegistrationSummary> = {}): RegistrationSummary => ({
  approval: "automatic",
  capacity: 40,
  placesLeft: 12,
  deadline: null,
  questions: [],
  registered: 28,
  waitlisted: 0,
  ...over,
});

const event = (over: Partial<EventDto> = {}): EventDto =>
  ({
    id: "cmevent0000000000000001",
    _id: "cmevent0000000000000001",
    title: "Indexer Night",
    description: "Talks.",
    shortDescription: "Talks and pizza.",
    type: "Meetup",
    date: inDays(10),
    endDate: null,
    location: "Bengaluru",
    participants: null,
    link: "https://elsewhere.example/register",
    googleFormLink: null,
    websiteLink: null,
    contactEmail: "hosts@example.com",
    contactPhone: "+91 98765 43210",
    image: null,
    registration: registration(),
    status: "approved",
    postedByTag: "User",
    postedBy: null,
    adminApproval: { isApproved: true, approvedBy: null, approvedAt: null, rejectionReason: null },
    createdAt: inDays(-3),
    updatedAt: inDays(-3),
    ...over,
  }) as EventDto;

const mine = (over: Partial<MyRegistrationDto> = {}): MyRegistrationDto => ({
  id: "cmreg00000000000000000001",
  eventId: "cmevent0000000000000001",
  status: "registered",
  ticket: { number: 7, code: "7-K7QM-2XD4", qr: "BHT1:cmevent0000000000000001:7-K7QM-2XD4" },
  answers: [],
  waitlistPosition: null,
  decisionMessage: "",
  checkedInAt: null,
  createdAt: inDays(-1),
  ...over,
});

const html = (node: React.ReactNode) => renderToStaticMarkup(node);

describe("cards", () => {
  it("say places left, Waitlist or Registration closed; nothing for an event without registration", () => {
    expect(html(<EventCard event={event()} />)).toContain("12 places left");
    expect(html(<EventCard event={event({ registration: registration({ placesLeft: 0 }) })} />)).toContain(
      "Waitlist",
    );
    const closed = event({ registration: registration({ deadline: inDays(-1) }) });
    expect(html(<EventCard event={closed} />)).toContain("Registration closed");
    const none = html(<EventCard event={event({ registration: null })} />);
    expect(none).not.toMatch(/places? left|Waitlist|Registration/);
  });
});

describe("the event page's panel", () => {
  const panel = (e: EventDto, m: MyRegistrationDto | null, canManage = false) =>
    html(<RegistrationPanel event={e} mine={m} canManage={canManage} />);

  it("offers Register, Join the waitlist or Request a place, by the event's state and approval", () => {
    expect(panel(event(), null)).toContain('aria-label="Register: Indexer Night"');
    expect(panel(event({ registration: registration({ placesLeft: 0 }) }), null)).toContain(
      'aria-label="Join the waitlist: Indexer Night"',
    );
    expect(panel(event({ registration: registration({ approval: "organiser" }) }), null)).toContain(
      "Request a place",
    );
    const closed = panel(event({ registration: registration({ deadline: inDays(-1) }) }), null);
    expect(closed).toContain("Registration is closed.");
    expect(closed).not.toContain("<button");
  });

  it("shows the member's own registration instead, with its ticket and Cancel", () => {
    const registered = panel(event(), mine());
    expect(registered).toContain("You are registered. Show your ticket at the door.");
    expect(registered).toContain('href="/dashboard/tickets/cmreg00000000000000000001"');
    expect(registered).toContain("Cancel registration");
    const waiting = panel(event(), mine({ status: "waitlisted", ticket: null, waitlistPosition: 3 }));
    expect(waiting).toContain("number 3 in the queue");
    expect(waiting).toContain("Leave the waitlist");
  });

  it("gives the organiser the registrations and the check-in", () => {
    const organiser = panel(event(), null, true);
    expect(organiser).toContain('href="/dashboard/events/cmevent0000000000000001/registrations"');
    expect(organiser).toContain('href="/dashboard/events/cmevent0000000000000001/check-in"');
    expect(panel(event(), null, false)).not.toContain("/check-in");
  });
});

describe("a ticket", () => {
  it("draws the QR code in the server's HTML, with the code under it", () => {
    const m = mine();
    const page = html(
      <TicketView
        ticket={{
          ...m,
          event: {
            id: m.eventId,
            title: "Indexer Night",
            type: "Meetup",
            date: inDays(10),
            endDate: null,
            location: "Bengaluru",
          },
          qr: ticketQrPath(m.ticket!.qr),
        }}
      />,
    );
    expect(page).toContain('aria-label="QR code of ticket 7-K7QM-2XD4"');
    expect(page).toMatch(/<path d="M4 4h7v1h-7z/);
    expect(page).toContain(">7-K7QM-2XD4<");
  });
});

describe("the organiser's card of a registration", () => {
  const attendee = (over: Partial<AttendeeDto> = {}): AttendeeDto => ({
    id: "cmreg00000000000000000002",
    number: 8,
    name: "Meera Iyer",
    email: "meera@example.com",
    username: "meera",
    status: "pending",
    answers: [{ questionId: "q1", question: "What are you building?", answer: "An indexer" }],
    decisionMessage: "",
    createdAt: inDays(-1),
    waitlistedAt: null,
    decidedAt: null,
    checkedInAt: null,
    cancelledAt: null,
    ...over,
  });
  const card = (a: AttendeeDto) =>
    html(<AttendeeCard attendee={a} eventId="cmevent0000000000000001" full={false} />);

  it("offers Approve and Decline on a request, Decline on a place, nothing once checked in", () => {
    const pending = card(attendee());
    expect(pending).toContain('aria-label="Approve Meera Iyer"');
    expect(pending).toContain('aria-label="Decline Meera Iyer"');
    expect(pending).toContain("An indexer");
    const registered = card(attendee({ status: "registered" }));
    expect(registered).not.toContain("Approve Meera Iyer");
    expect(registered).toContain("Decline Meera Iyer");
    const arrived = card(attendee({ status: "registered", checkedInAt: inDays(0) }));
    expect(arrived).toContain("Checked in");
    expect(arrived).not.toContain("<button");
  });
});

describe("in Hindi", () => {
  const hindi = async (node: React.ReactNode) =>
    html(
      <NextIntlClientProvider locale="hi" messages={await getMessages({ locale: "hi" })}>
        {node}
      </NextIntlClientProvider>,
    );

  it("the card and the panel read in Hindi, their links under /hi, the event's own words as written", async () => {
    const card = await hindi(<EventCard event={event()} />);
    expect(card).toContain("12 जगहें बाकी");
    expect(card).toContain("मीटअप");
    expect(card).toContain('href="/hi/event/cmevent0000000000000001"');
    expect(card).toContain("Indexer Night");
    const panel = await hindi(<RegistrationPanel event={event()} mine={mine()} canManage />);
    expect(panel).toContain("आप रजिस्टर्ड हैं। दरवाज़े पर अपना टिकट दिखाएँ।");
    expect(panel).toContain("40 जगहों में से 28 रजिस्टर्ड");
    expect(panel).toContain('href="/hi/dashboard/tickets/cmreg00000000000000000001"');
    expect(panel).toContain('href="/hi/dashboard/events/cmevent0000000000000001/check-in"');
    expect(panel).toContain("रजिस्ट्रेशन रद्द करें");
    expect(panel).not.toContain("You are registered");
  });

  it("the ticket reads in Hindi, with its date in Hindi", async () => {
    const m = mine({ status: "waitlisted", ticket: null, waitlistPosition: 3 });
    const page = await hindi(
      <TicketView
        ticket={{
          ...m,
          event: { id: m.eventId, title: "Indexer Night", type: "Meetup", date: inDays(10), endDate: null, location: "" },
          qr: null,
        }}
      />,
    );
    expect(page).toContain("कतार में नंबर 3");
    expect(page).toContain("वेटलिस्ट छोड़ें");
    expect(page).toContain("जल्द बताया जाएगा");
    expect(page).toContain('href="/hi/dashboard/tickets"');
    expect(page).not.toMatch(/When|Where|Your answers/);
  });
});
