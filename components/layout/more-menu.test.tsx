// @vitest-environment jsdom
// The bar's More menu: a disclosure button that shows the other pages' links, closed by Escape (focus back on the
// button) and by focus leaving it. Rendered with React itself in jsdom.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MoreMenu } from "@/components/layout/more-menu";

const pathname = "/courses";
vi.mock("next/navigation", () => ({ usePathname: () => pathname }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let outside: HTMLButtonElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  outside = document.createElement("button");
  document.body.append(container, outside);
  root = createRoot(container);
  act(() => root.render(<MoreMenu chevron={<svg aria-hidden />} />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  outside.remove();
});

const button = () => container.querySelector("button")!;
const links = () => [...container.querySelectorAll("a")];

describe("the More menu", () => {
  it("opens the other pages' links, marking the current one", () => {
    expect(button().getAttribute("aria-expanded")).toBe("false");
    expect(links()).toHaveLength(0);
    act(() => button().click());
    expect(button().getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(button().getAttribute("aria-controls")!)).not.toBeNull();
    expect(links().map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Gigs", "/gigs"],
      ["Startups", "/startups"],
      ["Courses", "/courses"],
      ["Documentation", "/documentation"],
      ["1:1 Consultation", "/consultation"],
      ["Leaderboard", "/leaderboard"],
    ]);
    expect(
      links()
        .filter((a) => a.getAttribute("aria-current") === "page")
        .map((a) => a.textContent),
    ).toEqual(["Courses"]);
  });

  it("closes on Escape and gives focus back to its button", () => {
    act(() => button().click());
    act(() => links()[0]!.focus());
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    expect(button().getAttribute("aria-expanded")).toBe("false");
    expect(links()).toHaveLength(0);
    expect(document.activeElement).toBe(button());
  });

  it("closes when focus moves out of it, not when it moves into its links", () => {
    act(() => button().focus());
    act(() => button().click());
    act(() => links()[4]!.focus());
    expect(button().getAttribute("aria-expanded")).toBe("true");
    act(() => outside.focus());
    expect(button().getAttribute("aria-expanded")).toBe("false");
  });
});
