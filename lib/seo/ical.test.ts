import { describe, expect, it } from "vitest";
import { dateStamp, escapeText, foldLine, icalendar, utcStamp, type CalendarEvent } from "@/lib/seo/ical";

const octets = (s: string) => Buffer.byteLength(s, "utf8");

const event: CalendarEvent = {
  uid: "event-abc@buildershub.example",
  start: new Date("2027-01-15T13:00:00.000Z"),
  title: "Rust, WASM; and \\ more",
  description: "Line one\nLine two\r\nLine three",
  location: "Koramangala, Bengaluru",
  url: "https://buildershub.example/event/abc?a=1,2",
  lastModified: new Date("2026-11-20T08:30:15.123Z"),
};

describe("escapeText", () => {
  it("escapes backslash, semicolon and comma, and turns every line break into \\n", () => {
    expect(escapeText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeText("one\ntwo\r\nthree\rfour")).toBe("one\\ntwo\\nthree\\nfour");
  });
  it("drops control characters a calendar would reject", () => {
    expect(escapeText("bell\u0007 tab\u000b")).toBe("bell tab");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets whole and folds the 76th onto a line starting with a space", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });
  it("keeps every physical line within 75 octets and unfolds back to the original", () => {
    const line = `DESCRIPTION:${"नमस्ते बिल्डर्स ".repeat(20)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
  it("never splits a multi-byte character", () => {
    const folded = foldLine(`SUMMARY:${"🎉".repeat(30)}`);
    expect(folded).not.toContain("\uFFFD");
    for (const part of folded.split("\r\n").slice(1)) expect(part.startsWith(" ")).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${"🎉".repeat(30)}`);
  });
});

describe("icalendar", () => {
  const now = new Date("2026-11-25T18:00:00Z");
  const text = icalendar({ name: "Builders Hub events", events: [event] }, now);

  it("ends every line with CRLF and has no bare line feed", () => {
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("describes the event with its UID, stamps in UTC, escaped text and its URL", () => {
    const unfolded = text.replace(/\r\n /g, "");
    const lines = unfolded.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("UID:event-abc@buildershub.example");
    expect(lines).toContain("DTSTAMP:20261125T180000Z");
    expect(lines).toContain("DTSTART:20270115T130000Z");
    expect(lines).toContain("LAST-MODIFIED:20261120T083015Z");
    expect(lines).toContain("SUMMARY:Rust\\, WASM\\; and \\\\ more");
    expect(lines).toContain("DESCRIPTION:Line one\\nLine two\\nLine three");
    expect(lines).toContain("LOCATION:Koramangala\\, Bengaluru");
    expect(lines).toContain("URL:https://buildershub.example/event/abc?a=1,2");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("writes an all-day entry as DATE values ending the next day (exclusive), over a month's end", () => {
    const { uid, title, description, location, url, lastModified } = event;
    const entry: CalendarEvent = { uid, title, description, location, url, lastModified, day: "2027-01-31" };
    const allDay = icalendar({ name: "Mine", events: [entry] }, now).split("\r\n");
    expect(allDay).toContain("DTSTART;VALUE=DATE:20270131");
    expect(allDay).toContain("DTEND;VALUE=DATE:20270201");
    expect(allDay.some((l) => l.startsWith("DTSTART:"))).toBe(false);
  });

  it("writes a timed entry's end when it has one", () => {
    const timed = icalendar(
      { name: "Mine", events: [{ ...event, end: new Date("2027-01-15T14:00:00Z") }] },
      now,
    );
    expect(timed.split("\r\n")).toContain("DTEND:20270115T140000Z");
  });

  it("is an empty calendar, still valid, without events", () => {
    const empty = icalendar({ name: "None", events: [] }, now);
    expect(empty).not.toContain("VEVENT");
    expect(empty.split("\r\n").at(-2)).toBe("END:VCALENDAR");
  });
});

describe("dateStamp", () => {
  it("writes a DATE without separators and refuses anything but a day", () => {
    expect(dateStamp("2027-03-06")).toBe("20270306");
    expect(() => dateStamp("2027-03-06T00:00")).toThrow();
  });
});

describe("utcStamp", () => {
  it("writes a DATE-TIME in UTC without separators or milliseconds", () => {
    expect(utcStamp(new Date("2027-03-06T07:30:00.999+05:30"))).toBe("20270306T020000Z");
  });
});
