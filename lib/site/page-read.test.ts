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
