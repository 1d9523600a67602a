import { describe, expect, it } from "vitest";
import { consultationEntry, deadlineEntry, interestEntry } from "@/lib/calendar/entries";
import { feedLinks } from "@/lib/calendar/links";
import { feedTokenOf, newFeedToken } from "@/lib/calendar/token";
import { feedWords } from "@/lib/calendar/words";

const site = "https://buildershub.example";
const updated = new Date("2026-11-20T08:00:00Z");

describe("deadlineEntry", () => {
  const row = (deadline: string) => ({
    id: "app1",
    updatedAt: updated,
    job: {
      id: "job1",
      title: "Intern",
      company: "Acme, Inc.",
      applicationDeadline: new Date(deadline),
      updatedAt: updated,
    },
  });
  it("is all-day on the deadline's day in India, named for the job, with the job's page", () => {
    const entry = deadlineEntry(row("2027-01-15T00:00:00Z"), site);
    expect(entry).toMatchObject({
      uid: "application-app1@buildershub.example",
      day: "2027-01-15",
      title: "Application deadline: Intern at Acme, Inc.",
      url: "https://buildershub.example/job/job1",
    });
    // 20:00 UTC is already the next day in India.
    expect(deadlineEntry(row("2027-01-15T20:00:00Z"), site)).toMatchObject({ day: "2027-01-16" });
  });
});

describe("consultationEntry", () => {
  const consultation = {
    id: "c1",
    topic: "Audit",
    scheduledDate: new Date("2027-02-01T09:30:00Z"),
    calendarSequence: 2,
    slotMinutes: null,
    updatedAt: updated,
  };

  it("lasts the configured session from its time and keeps its invitation's UID and SEQUENCE", () => {
    const entry = consultationEntry(consultation, site, 30);
    expect(entry).toMatchObject({
      uid: expect.stringMatching(/^consultation-c1@/),
      start: new Date("2027-02-01T09:30:00Z"),
      end: new Date("2027-02-01T10:00:00Z"),
      sequence: 2,
    });
  });

  it("lasts as long as its slot when it was booked in one", () => {
    const entry = consultationEntry({ ...consultation, slotMinutes: 45 }, site, 30);
    expect(entry).toMatchObject({ end: new Date("2027-02-01T10:15:00Z") });
  });
});

describe("feed tokens and links", () => {
  it("makes 43-character base64url tokens, each new", () => {
    const a = newFeedToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newFeedToken()).not.toBe(a);
  });
  it("reads a token from '<token>.ics' or '<token>' and refuses anything else", () => {
    const token = newFeedToken();
    expect(feedTokenOf(`${token}.ics`)).toBe(token);
    expect(feedTokenOf(token)).toBe(token);
    expect(feedTokenOf("token")).toBeNull();
    expect(feedTokenOf(`${token}x.ics`)).toBeNull();
  });
  it("gives the https, webcal and Google addresses of one feed", () => {
    const links = feedLinks(site, "t".repeat(43));
    expect(links.feedUrl).toBe(`${site}/api/calendar/${"t".repeat(43)}.ics`);
    expect(links.webcalUrl).toBe(`webcal://buildershub.example/api/calendar/${"t".repeat(43)}.ics`);
    expect(links.googleUrl).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(links.webcalUrl)}`,
    );
  });
});

describe("the feed in Hindi", () => {
  const job = {
    id: "job1",
    title: "Intern",
    company: "Acme",
    applicationDeadline: new Date("2027-01-15T00:00:00Z"),
    updatedAt: updated,
  };
  const event = {
    id: "ev1",
    title: "Rust meetup",
    type: "Workshop",
    date: new Date("2027-01-20T13:30:00Z"),
    location: "Pune",
    shortDescription: "Talks and pizza.",
    description: "",
    updatedAt: updated,
  };

  it("names deadlines, consultations and events in Hindi and links to the Hindi pages; UIDs unchanged", async () => {
    const hi = await feedWords("hi");
    const deadline = deadlineEntry({ id: "app1", updatedAt: updated, job }, site, hi);
    expect(deadline).toMatchObject({
      uid: "application-app1@buildershub.example",
      title: "आवेदन की आख़िरी तारीख: Acme में Intern",
      description: "आपने Acme में Intern के लिए आवेदन किया है: https://buildershub.example/hi/job/job1",
      url: "https://buildershub.example/hi/job/job1",
    });
    const consultation = consultationEntry(
      {
        id: "c1",
        topic: "Audit",
        scheduledDate: new Date("2027-02-01T09:30:00Z"),
        calendarSequence: 0,
        slotMinutes: null,
        updatedAt: updated,
      },
      site,
      30,
      hi,
    );
    expect(consultation).toMatchObject({
      title: "Builders Hub कंसल्टेशन: Audit",
      url: "https://buildershub.example/hi/dashboard/consultations",
    });
    expect(interestEntry(event, site, hi)).toMatchObject({
      uid: "event-ev1@buildershub.example",
      title: "Rust meetup",
      description: "Talks and pizza.\n\nBuilders Hub पर वर्कशॉप: https://buildershub.example/hi/event/ev1",
      url: "https://buildershub.example/hi/event/ev1",
    });
  });

  it("keeps English exactly as before (a stored language that is not the site's reads English)", async () => {
    const en = await feedWords("xx");
    expect(interestEntry(event, site, en).description).toBe(
      "Talks and pizza.\n\nWorkshop on Builders Hub: https://buildershub.example/event/ev1",
    );
    expect(deadlineEntry({ id: "app1", updatedAt: updated, job }, site, en).description).toBe(
      "You applied to Intern at Acme: https://buildershub.example/job/job1",
    );
  });
});
