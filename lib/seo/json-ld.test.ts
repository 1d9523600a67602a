import { describe, expect, it } from "vitest";
import type { EventDto } from "@/lib/events/dto";
import { eventJsonLd, eventListJsonLd } from "@/lib/seo/json-ld";

const event = {
  id: "e1",
  title: "Rust Night",
  description: "Three talks on async Rust, then pizza and hallway chats until late.",
  shortDescription: "Async Rust talks",
  type: "Meetup",
  date: "2027-01-31T13:30:00.000Z",
  location: "Bengaluru",
  link: null,
  image: null,
} as EventDto;

describe("event JSON-LD", () => {
  it("describes a list's event by its short description, as its card does", () => {
    const list = eventListJsonLd([event], "https://x.example", 10);
    expect(list.itemListElement).toEqual([
      expect.objectContaining({
        position: 11,
        item: expect.objectContaining({ description: "Async Rust talks" }),
      }),
    ]);
  });

  it("falls back to the full description in a list when there is no short one", () => {
    const list = eventListJsonLd([{ ...event, shortDescription: "" }], "https://x.example");
    expect(list.itemListElement[0]?.item.description).toBe(event.description);
  });

  it("gives the full description on the event's own page", () => {
    expect(eventJsonLd(event, "https://x.example").description).toBe(event.description);
  });

  it("leaves undated events out of a list", () => {
    expect(eventListJsonLd([{ ...event, date: null }], "https://x.example").numberOfItems).toBe(0);
  });
});
