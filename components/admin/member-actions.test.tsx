// @vitest-environment jsdom
// Making someone an admin hands them the back office: like Suspend, Promote asks first, naming what they will be
// able to do, with focus on Cancel, and nothing is sent until it is confirmed. Rendered with React in jsdom.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemberActions } from "@/components/admin/member-actions";

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
const dialog = () => document.querySelector<HTMLElement>("[role=dialog]");

describe("promoting a member", () => {
  it("asks first, naming what an admin can do, with focus on Cancel; sends only once confirmed", async () => {
    act(() => root.render(<MemberActions id="u1" name="Riya Sharma" role="Member" suspended={false} />));
    await act(async () => button("Promote Riya Sharma").click());
    expect(dialog()).not.toBeNull();
    expect(dialog()!.textContent).toContain("Make Riya Sharma an admin?");
    for (const power of [
      "approve, reject and delete any listing",
      "change members' roles",
      "grant and take coins",
      "read leads and the audit log",
    ]) {
      expect(dialog()!.textContent).toContain(power);
    }
    expect(document.activeElement).toBe(button("Cancel", dialog()!));
    expect(fetch).not.toHaveBeenCalled();

    await act(async () => button("Cancel", dialog()!).click());
    expect(dialog()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();

    await act(async () => button("Promote Riya Sharma").click());
    await act(async () => button("Make admin", dialog()!).click());
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(String(url)).toContain("/api/admin/members/u1");
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ role: "Admin" });
  });

  it("demotes an admin in one click (it takes powers away, and never the last admin's)", async () => {
    act(() => root.render(<MemberActions id="u2" name="Aarav Admin" role="Admin" suspended={false} />));
    await act(async () => button("Demote Aarav Admin").click());
    expect(dialog()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((vi.mocked(fetch).mock.calls[0]![1] as RequestInit).body))).toEqual({
      role: "Member",
    });
  });
});
