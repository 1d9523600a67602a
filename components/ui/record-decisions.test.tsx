// @vitest-environment jsdom
// A decision that cannot be undone asks first: the confirmation names its consequence and starts on Cancel, and
// nothing is sent until it is confirmed. Rendered with React itself in jsdom.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { BidDecisionButtons } from "@/components/bids/bid-decision-buttons";
import { RecordDecisions } from "@/components/ui/record-decisions";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ success: true })),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const button = (name: string, scope: ParentNode = document) =>
  [...scope.querySelectorAll("button")].find(
    (b) => (b.getAttribute("aria-label") ?? b.textContent?.trim()) === name,
  )!;

describe("accepting a bid", () => {
  it("asks first, naming how many other bids are declined, with focus on Cancel", async () => {
    act(() => root.render(<BidDecisionButtons id="b1" bidder="Meera" others={3} />));
    await act(async () => button("Accept the bid of Meera").click());
    const dialog = document.querySelector<HTMLElement>("[role=dialog]")!;
    expect(dialog).not.toBeNull();
    expect(dialog.textContent).toContain("Accept the bid of Meera?");
    expect(dialog.textContent).toContain("3 other bids will be declined and their bidders emailed.");
    expect(document.activeElement).toBe(button("Cancel", dialog));
    expect(fetch).not.toHaveBeenCalled();

    await act(async () => button("Cancel", dialog).click());
    expect(document.querySelector("[role=dialog]")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();

    await act(async () => button("Accept the bid of Meera").click());
    await act(async () => button("Accept", document.querySelector("[role=dialog]")!).click());
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(String(url)).toContain("/api/bids/b1");
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ status: "accepted" });
  });

  it("says one other bid in the singular", async () => {
    act(() => root.render(<BidDecisionButtons id="b2" bidder="Arjun" others={1} />));
    await act(async () => button("Accept the bid of Arjun").click());
    expect(document.querySelector("[role=dialog]")!.textContent).toContain(
      "1 other bid will be declined and its bidder emailed.",
    );
  });
});

describe("the decisions in Hindi", () => {
  it("name the buttons, the confirmation's buttons and its close in Hindi", async () => {
    const messages = await getMessages({ locale: "hi" });
    act(() =>
      root.render(
        <NextIntlClientProvider locale="hi" messages={messages}>
          <RecordDecisions
            url="/api/applications/a1"
            choices={[
              { decision: "accepted", label: "Meera: accept", confirm: { title: "T?", description: "D." } },
              { decision: "rejected", label: "Meera: reject", confirm: { title: "T?", description: "D." } },
            ]}
            success={() => ({ title: "ok" })}
          />
        </NextIntlClientProvider>,
      ),
    );
    expect(button("Meera: accept").textContent?.trim()).toBe("स्वीकार करें");
    expect(button("Meera: reject").textContent?.trim()).toBe("अस्वीकार करें");
    await act(async () => button("Meera: reject").click());
    const dialog = document.querySelector<HTMLElement>("[role=dialog]")!;
    expect(document.activeElement).toBe(button("रद्द करें", dialog));
    expect(button("बंद करें", dialog)).toBeDefined();
    expect(button("अस्वीकार करें", dialog)).toBeDefined();
  });
});
