import type { SeedEvent } from "./types";
import { hackathons } from "./events/hackathons";
import { gatherings } from "./events/gatherings";
import { eventsInReview } from "./events/in-review";

// 20 events: 16 approved (posted by Admin; more than one /events page of 12), 2 pending and 2 rejected
// (posted by User). Dates are IST (+05:30). One approved event has no date ("TBD"), one has no
// participant count, and eight have no image (the card's gradient).
export const events: SeedEvent[] = [...hackathons, ...gatherings, ...eventsInReview];
