// @vitest-environment jsdom
// The browser's session: unknown (undefined) on the server and until GET /api/auth/status answers, read again on
// each route change and on refresh(), an older answer never over a newer one. (That a part of the page still
// waiting to hydrate keeps its HTML when it arrives is e2e/member/register.spec.ts's.)
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

const route = vi.hoisted(() => ({ pathname: "/jobs" }));
vi.mock("next/navigation", () => ({ usePathname: () => route.pathname }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const member = (coins: number) => ({
  isAuthenticated: true,
  user: { coins, role: "user", fullName: "Asha Rao", email: "asha@example.com", mobile: "9876543210" },
});

/** Answers GET /api/auth/status in the order the test resolves them. */
function statusAnswers() {
  const pending: ((body: unknown) => void)[] = [];
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        pending.push((body) => resolve(new Response(JSON.stringify(body), { status: 200 })));
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return { fetch, answer: async (index: number, body: unknown) => act(async () => pending[index]!(body)) };
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.resetModules();
  route.pathname = "/jobs";
  container = document.createElement("div");
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  vi.unstubAllGlobals();
});

async function load() {
  const { SessionProvider, useSession } = await import("@/components/accounts/session-provider");
  function Coins() {
    const { session } = useSession();
    return <p id="coins">{session === undefined ? "unknown" : session === null ? "guest" : session.coins}</p>;
  }
  const app = (page: ReactNode) => (
    <SessionProvider>
      <Coins />
      {page}
    </SessionProvider>
  );
  return { app, useSession };
}

it("is unknown on the server and until the first answer, then the member's", async () => {
  const { app } = await load();
  expect(renderToString(app(null))).toContain("unknown");
  const { fetch, answer } = statusAnswers();
  act(() => root.render(app(null)));
  expect(container.querySelector("#coins")?.textContent).toBe("unknown");
  expect(fetch).toHaveBeenCalledWith("/api/auth/status", expect.objectContaining({ cache: "no-store" }));
  await answer(0, member(120));
  expect(container.querySelector("#coins")?.textContent).toBe("120");
});

it("reads it again on a route change, and an older answer that arrives last is dropped", async () => {
  const { app } = await load();
  const { fetch, answer } = statusAnswers();
  act(() => root.render(app(null)));
  route.pathname = "/dashboard";
  act(() => root.render(app(null)));
  expect(fetch).toHaveBeenCalledTimes(2);
  await answer(1, member(90));
  await answer(0, { isAuthenticated: false, user: null });
  expect(container.querySelector("#coins")?.textContent).toBe("90");
});

it("refresh() resolves with the session and shows it; a failed read is a guest", async () => {
  const { app, useSession } = await load();
  const { answer } = statusAnswers();
  let refresh: () => Promise<unknown> = async () => undefined;
  function Grab() {
    refresh = useSession().refresh;
    return null;
  }
  act(() => root.render(app(<Grab />)));
  await answer(0, member(5));
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("down", { status: 503 })),
  );
  let result: unknown;
  await act(async () => {
    result = await refresh();
  });
  expect(result).toBeNull();
  expect(container.querySelector("#coins")?.textContent).toBe("guest");
});
