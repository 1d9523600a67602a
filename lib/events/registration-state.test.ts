import { describe, expect, it } from "vitest";
import { hasStarted, registrationPhase } from "@/lib/events/registration-state";
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
  it("is open while places are left or without a cap, the waitlist when full, and nothing without registration", () => {
    expect(registrationPhase(event(), now)).toBe("open");
    expect(
      registrationPhase(event({ registration: summary({ capacity: null, placesLeft: null }) }), now),
    ).toBe("open");
    expect(registrationPhase(event({ registration: summary({ placesLeft: 0 }) }), now)).toBe("waitlist");
    expect(registrationPhase(event({ registration: null }), now)).toBeNull();
  });

  it("closes at its deadline, else when the event starts, and while the event is not live", () => {
    const deadline = "2026-12-05T18:30:00Z";
    const withDeadline = event({ registration: summary({ deadline }) });
    expect(registrationPhase(withDeadline, new Date("2026-12-05T18:29:59Z"))).toBe("open");
    expect(registrationPhase(withDeadline, new Date(deadline))).toBe("closed");
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
