// The free consultation slots at a moment, and the check a booking or a move passes before it takes one.
import { busyTimes, getAvailability } from "@/lib/consultations/availability";
import { consultationMessages as m, takenMessage } from "@/lib/consultations/messages";
import {
  HORIZON_MS,
  NEXT_SLOTS,
  freeSlots,
  slotProblem,
  slotsEnabled,
  type Availability,
  type Slot,
} from "@/lib/consultations/slot-rules";
import { formatEventDate } from "@/lib/format/date";
import { ApiError, conflict } from "@/lib/errors";

export type FreeSlots = { enabled: boolean; sessionMinutes: number; slots: Slot[] };

/** GET /api/consultations/slots: every free slot from 24 hours to 30 days ahead of `now`. */
export async function listFreeSlots(now = new Date()): Promise<FreeSlots> {
  const availability = await getAvailability();
  if (!slotsEnabled(availability))
    return { enabled: false, sessionMinutes: availability.sessionMinutes, slots: [] };
  const busy = await busyTimes(
    now,
    new Date(now.getTime() + HORIZON_MS + 60 * 60_000),
    availability.sessionMinutes,
  );
  return {
    enabled: true,
    sessionMinutes: availability.sessionMinutes,
    slots: freeSlots(availability, now, busy),
  };
}

/** The 409 a booking gets when its slot is taken: the next free slots in its message and in errors.nextSlots. */
export async function slotTaken(now: Date): Promise<ApiError> {
  const { slots } = await listFreeSlots(now);
  const next = slots.slice(0, NEXT_SLOTS).map((s) => s.start);
  return conflict(takenMessage(next.map((s) => formatEventDate(s))), {
    slotStart: m.slotTaken,
    nextSlots: next.join(" "),
  });
}

const problems = {
  notice: m.slotNotice,
  horizon: m.slotHorizon,
  blocked: m.slotBlocked,
  notASlot: m.slotInvalid,
} as const;

/**
 * Checks `start` is a free slot at `now` (`ignore`: a booking moving, whose own time does not count as taken):
 * 400 when it breaks a rule, 409 with the next free slots when it is taken. Returns the availability read.
 */
export async function assertFreeSlot(start: Date, now: Date, ignore?: Date): Promise<Availability> {
  const availability = await getAvailability();
  if (!slotsEnabled(availability))
    throw new ApiError("validation_failed", m.slotsOff, { slotStart: m.slotsOff });
  const busy = (
    await busyTimes(now, new Date(now.getTime() + HORIZON_MS + 60 * 60_000), availability.sessionMinutes)
  ).filter((b) => b.start.getTime() !== ignore?.getTime());
  const problem = slotProblem(availability, start, now, busy);
  if (problem === "taken") throw await slotTaken(now);
  if (problem) throw new ApiError("validation_failed", problems[problem], { slotStart: problems[problem] });
  return availability;
}
