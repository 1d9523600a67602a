// @vitest-environment jsdom
// The event form's registration settings: a question is added and removed, at most five; what the form sends (a
// multipart form: the flag as text, the closing time as IST, the questions as JSON) reads back through the
// server's own schema as the organiser set it.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EventForm } from "@/components/listings/event-form";
import { eventFieldsFromForm, eventInput } from "@/lib/events/schema";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: () => {}, push: () => {} }),
  usePathname: () => "/submit-listing",
  useSearchParams: () => new URLSearchParams(),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

const values = {
  title: "Indexer Night",
  contactEmail: "hosts@example.com",
  contactPhone: "+91 98765 43210",
  type: "Meetup",
  date: "2027-03-10T18:00",
  registrationEnabled: true,
  registrationCapacity: "40",
  registrationDeadline: "2027-03-09T18:00",
  registrationApproval: "automatic",
  registrationQuestions: [
    { id: "qtrack", label: "Track", kind: "choice", options: "DeFi\nAI agents", required: true },
  ],
};

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <EventForm
        editing={{
          kind: "event",
          id: "cmevent1",
          image: null,
          status: "pending",
          rejectionReason: null,
          values,
        }}
        onDone={() => {}}
      />,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const button = (name: string) =>
  [...container.querySelectorAll("button")].find((b) => b.textContent?.trim() === name)!;
const click = (element: HTMLElement) => act(async () => element.click());

describe("the event form's registration settings", () => {
  it("adds questions up to five, and removes one", async () => {
    const add = button("Add a question");
    for (let i = 0; i < 4; i++) await click(add);
    expect(container.querySelectorAll('input[name$=".label"]')).toHaveLength(5);
    expect(add.disabled).toBe(true);
    await click(container.querySelector<HTMLButtonElement>('button[aria-label="Remove question 2"]')!);
    expect(container.querySelectorAll('input[name$=".label"]')).toHaveLength(4);
    expect(add.disabled).toBe(false);
  });

  it("sends what the server's schema reads back as the organiser set it", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ success: true, event: { id: "cmevent1", status: "pending" } }),
    );
    vi.stubGlobal("fetch", fetch);
    await act(async () => container.querySelector("form")!.requestSubmit());
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/events/cmevent1");
    const body = init.body as FormData;
    expect(body.get("registrationEnabled")).toBe("true");
    expect(body.get("registrationDeadline")).toBe("2027-03-09T18:00:00+05:30");
    const parsed = eventInput.parse(eventFieldsFromForm(Object.fromEntries(body.entries())));
    expect(parsed).toMatchObject({
      registrationEnabled: true,
      registrationCapacity: 40,
      registrationApproval: "automatic",
      registrationDeadline: new Date("2027-03-09T12:30:00Z"),
      registrationQuestions: [
        { id: "qtrack", label: "Track", kind: "choice", options: ["DeFi", "AI agents"], required: true },
      ],
    });
  });
});
