// @vitest-environment jsdom
// The back office's sections are navigation, not tabs: a link each, the current section marked aria-current="page",
// in one row that scrolls sideways when the screen is narrow (never wrapping). Rendered with React in jsdom.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { adminSectionLabels, adminSections } from "@/lib/admin/sections";

let segments = ["(sections)", "audit"];
vi.mock("next/navigation", () => ({ useSelectedLayoutSegments: () => segments }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe("the admin sections", () => {
  it("are a navigation of links, the current one aria-current, no tabs", () => {
    segments = ["(sections)", "audit"];
    act(() => root.render(<AdminTabs>panel</AdminTabs>));
    const nav = container.querySelector('nav[aria-label="Admin sections"]')!;
    expect(nav).not.toBeNull();
    const links = [...nav.querySelectorAll("a")];
    expect(links.map((a) => a.textContent)).toEqual(adminSections.map((s) => adminSectionLabels[s]));
    expect(links.map((a) => a.getAttribute("href"))).toEqual(adminSections.map((s) => `/admin/${s}`));
    expect(links.filter((a) => a.getAttribute("aria-current") === "page").map((a) => a.textContent)).toEqual([
      "Audit Log",
    ]);
    expect(container.querySelector('[role="tab"], [role="tablist"]')).toBeNull();
    expect(container.textContent).toContain("panel");
  });

  it("keep to one row that scrolls sideways rather than wrapping", () => {
    segments = ["(sections)", "members", "abc"];
    act(() => root.render(<AdminTabs>panel</AdminTabs>));
    const row = container.querySelector("nav ul")!;
    expect(row.className).toContain("overflow-x-auto");
    expect(row.className).not.toMatch(/flex-wrap|grid/);
    expect(container.querySelector('[aria-current="page"]')?.textContent).toBe("Members");
  });
});
