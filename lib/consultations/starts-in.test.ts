// The reminder's words at fixed clocks (IST is UTC+05:30): the day is India's, not the server's or UTC's.
import { describe, expect, it } from "vitest";
import { startsIn } from "@/lib/consultations/starts-in";

const ist = (stamp: string) => new Date(`${stamp}+05:30`);

describe("startsIn", () => {
  it.each([
    [
      "5 hours away the same day",
      "2027-03-03T15:30:00",
      "2027-03-03T10:30:00",
      "today at 3:30 pm IST (in 5 hours)",
    ],
    ["1 hour away", "2027-03-03T15:30:00", "2027-03-03T14:30:00", "today at 3:30 pm IST (in 1 hour)"],
    ["40 minutes away", "2027-03-03T15:30:00", "2027-03-03T14:50:00", "in 40 minutes, at 3:30 pm IST"],
    ["1 minute away", "2027-03-03T15:30:00", "2027-03-03T15:29:00", "in 1 minute, at 3:30 pm IST"],
    ["the next day, 20 hours away", "2027-03-04T10:00:00", "2027-03-03T14:00:00", "tomorrow at 10:00 am IST"],
    // 01:00 IST on the 4th is still the 3rd in UTC: the day is India's.
    [
      "just after midnight IST, 3 hours away",
      "2027-03-04T01:00:00",
      "2027-03-03T22:00:00",
      "tomorrow at 1:00 am IST",
    ],
    [
      "5 hours away across midnight IST",
      "2027-03-04T02:30:00",
      "2027-03-03T21:30:00",
      "tomorrow at 2:30 am IST",
    ],
    ["two days away", "2027-03-05T10:00:00", "2027-03-03T10:00:00", "on Fri, 5 Mar at 10:00 am IST"],
  ])("%s", (_, start, now, words) => {
    expect(startsIn(ist(start), ist(now))).toBe(words);
  });
});
