import { afterEach, describe, expect, it, vi } from "vitest";

const connection = vi.fn(async () => {});
vi.mock("next/server", () => ({ connection }));

const { readForCachedPage, readOrError } = await import("@/lib/site/page-read");

afterEach(() => vi.restoreAllMocks());

describe("readOrError", () => {
  it("answers the read's result, falsy ones included", async () => {
    expect(await readOrError("jobs", async () => ({ total: 3 }))).toEqual({ total: 3 });
    expect(await readOrError("jobs", async () => null)).toBeNull();
  });

  it('answers "error" and logs the failure under its label', async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error("connection refused");
    expect(await readOrError("docs", () => Promise.reject(failure))).toBe("error");
    expect(log).toHaveBeenCalledWith(expect.stringContaining('"event":"page_read_failed","label":"docs"'));
  });
});

describe("readForCachedPage", () => {
  it("answers the result and leaves the render cacheable", async () => {
    connection.mockClear();
    expect(await readForCachedPage("gigs", async () => [1, 2])).toEqual([1, 2]);
    expect(connection).not.toHaveBeenCalled();
  });

  it("answers null and opts the render out of caching when the read fails", async () => {
    connection.mockClear();
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await readForCachedPage("gigs", () => Promise.reject(new Error("down")))).toBeNull();
    expect(connection).toHaveBeenCalledOnce();
  });
});

describe("a page rendered on its first visit (a list's view)", () => {
  it("shows its error state without opting out (which would answer Next's error page), and says a read failed", async () => {
    vi.resetModules();
    // React's cache as on the server: one state for the render.
    vi.doMock("react", async (original) => ({
      ...(await original<typeof import("react")>()),
      cache: <T>(fn: () => T) => {
        let value: T | undefined;
        return () => (value ??= fn());
      },
    }));
    const read = await import("@/lib/site/page-read");
    connection.mockClear();
    vi.spyOn(console, "error").mockImplementation(() => {});
    read.renderedOnFirstVisit();
    expect(read.aReadFailed()).toBe(false);
    expect(await read.readForCachedPage("jobs", async () => [1])).toEqual([1]);
    expect(read.aReadFailed()).toBe(false);
    expect(await read.readForCachedPage("jobs", () => Promise.reject(new Error("down")))).toBeNull();
    expect(read.aReadFailed()).toBe(true);
    expect(connection).not.toHaveBeenCalled();
    vi.doUnmock("react");
  });
});
