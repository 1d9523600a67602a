// @vitest-environment jsdom
// Failed jobs in the back office: nothing while there are none; else each job's name, error and data, and a Run again
// button per job that posts its id and refreshes the page. Rendered with React in jsdom.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FailedJobs } from "@/components/admin/failed-jobs";
import type { FailedJobRow } from "@/lib/admin/failed-jobs";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
const fetch = vi.fn(async () => Response.json({ success: true, queued: 1 }));

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  vi.stubGlobal("fetch", fetch);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  fetch.mockClear();
});

const job: FailedJobRow = {
  id: "6a4d74cf-b8d7-4a89-9657-4b5bb9ff4102",
  name: "listing.match",
  label: "Match an approved listing to saved searches",
  data: '{"id": "job_1", "kind": "job"}',
  error: "index unavailable",
  failedAt: "2026-11-28T10:00:00.000Z",
};

describe("FailedJobs", () => {
  it("shows nothing while no job failed", () => {
    act(() => root.render(<FailedJobs total={0} jobs={[]} />));
    expect(container.innerHTML).toBe("");
  });

  it("lists each failed job with its error, and runs one again", async () => {
    act(() => root.render(<FailedJobs total={3} jobs={[job]} />));
    expect(container.querySelector("h2")?.textContent).toBe("Failed jobs (3)");
    expect(container.textContent).toContain("The newest 1 are shown.");
    expect(container.textContent).toContain("index unavailable");
    expect(container.textContent).toContain('"id": "job_1"');
    const button = container.querySelector<HTMLButtonElement>("button")!;
    expect(button.getAttribute("aria-label")).toBe("Run again: Match an approved listing to saved searches");
    expect(button.textContent).toBe("Run again");
    await act(async () => button.click());
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/admin/jobs/retry");
    expect(JSON.parse(String(init.body))).toEqual({ ids: [job.id] });
    expect(refresh).toHaveBeenCalled();
  });
});
