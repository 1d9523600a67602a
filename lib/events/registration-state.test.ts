import { describe, expect, it } from "vitest";
import { hasStarted, registrationLabel, registrationPhase } from "@/lib/events/registration-state";
import type { RegistrationSummary } from "@/lib/events/registration-state";

const now = new Date("2026-12-01T10:00:00Z");
const summary = (over: Partial<RegistrationSummary> = {}): RegistrationSummary => ({
  approval: "automatic",
  capacity: 50,
  placesLeft: 12,
  deadline: null,
  questions: [],
  registered: 38,
  waitlisted: 0,
  ...over,
});
const event = (
  over: { status?: string; date?: string | null; registration?: RegistrationSummary | null } = {},
) => ({
  status: "approved",
  date: "2026-12-10T13:00:00Z",
  registration: summary(),
  ...over,
});

describe("where registration stands", () => {
  it("says how many places are left, Waitlist when full, and nothing for an event without it", () => {
    expect(registrationLabel(event(), now)).toBe("12 places left");
    expect(registrationLabel(event({ registration: summary({ placesLeft: 1 }) }), now)).toBe("1 place left");
    expect(
      registrationLabel(event({ registration: summary({ capacity: null, placesLeft: null }) }), now),
    ).toBe("Registration open");
    const full = event({ registration: summary({ placesLeft: 0 }) });
    expect([registrationPhase(full, now), registrationLabel(full, now)]).toEqual(["waitlist", "Waitlist"]);
    expect(registrationLabel(event({ registration: null }), now)).toBeNull();
  });

  it("closes at its deadline, else when the event starts, and while the event is not live", () => {
    const deadline = "2026-12-05T18:30:00Z";
    const withDeadline = event({ registration: summary({ deadline }) });
    expect(registrationPhase(withDeadline, new Date("2026-12-05T18:29:59Z"))).toBe("open");
    expect(registrationLabel(withDeadline, new Date(deadline))).toBe("Registration closed");
    expect(registrationPhase(event(), new Date("2026-12-10T13:00:00Z"))).toBe("closed");
    // Undated (TBD) and no deadline: open until the organiser closes it.
    expect(registrationPhase(event({ date: null }), new Date("2030-01-01T00:00:00Z"))).toBe("open");
    expect(registrationPhase(event({ status: "pending" }), now)).toBe("closed");
  });

  it("knows when an event has started", () => {
    expect(hasStarted("2026-12-01T09:59:59Z", now)).toBe(true);
    expect(hasStarted("2026-12-01T10:00:01Z", now)).toBe(false);
    expect(hasStarted(null, now)).toBe(false);
  });
});
