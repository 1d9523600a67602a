import { describe, expect, it } from "vitest";
import { calendarEventOf, calendarFileName } from "@/lib/seo/event-calendar";

describe("calendarEventOf", () => {
  const event = {
    id: "cevent1",
    title: "Pune Rust Meetup",
    type: "Meetup",
    date: "2027-01-15T13:00:00.000Z",
    location: "Pune",
    shortDescription: "",
    description: "Talks and pizza.",
    updatedAt: "2026-11-20T08:00:00.000Z",
  };

  it("gives a stable UID on the site's host name and the page's URL, also in the description", () => {
    const entry = calendarEventOf(event, "https://buildershub.example:8443");
    expect(entry.uid).toBe("event-cevent1@buildershub.example");
    expect(entry.url).toBe("https://buildershub.example:8443/event/cevent1");
    expect(entry.start.toISOString()).toBe("2027-01-15T13:00:00.000Z");
    expect(entry.description).toBe(
      "Talks and pizza.\n\nMeetup on Builders Hub: https://buildershub.example:8443/event/cevent1",
    );
  });

  it("prefers the short description", () => {
    expect(
      calendarEventOf({ ...event, shortDescription: "Rust night" }, "https://x.example").description,
    ).toMatch(/^Rust night\n\n/);
  });
});

describe("calendarFileName", () => {
  it("is the title in ASCII lower-case words", () => {
    expect(calendarFileName("Chain Sangam: Hackathon 2026!")).toBe("chain-sangam-hackathon-2026.ics");
    expect(calendarFileName('Café "Déjà" vu')).toBe("cafe-deja-vu.ics");
    expect(calendarFileName("नमस्ते")).toBe("event.ics");
  });
});
