// A list's search, filter or page goes to its /search route (lib/site/list-search.mjs): the server marks the request
// (markListSearch, run by scripts/server.mjs) and next.config.mjs's one rewrite, read here by Next's own matching
// code, sends a marked list request there with its query as it was. The parameters are the lists' own.
import type { IncomingMessage } from "node:http";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas, prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import { describe, expect, it } from "vitest";
import { eventFilterFields } from "@/lib/events/schema";
import { gigFilterFields } from "@/lib/gigs/schema";
import { jobFilterFields } from "@/lib/jobs/schema";
import {
  LIST_SEARCH_HEADER,
  listParams,
  listSearchRewrite,
  markListSearch,
} from "@/lib/site/list-search.mjs";
import { startupFilterFields } from "@/lib/startups/schema";

/** A request as the server hands it on: its URL as sent, and its headers after markListSearch. */
function marked(url: string, headers: Record<string, string> = {}): IncomingMessage {
  const req = { url, headers: { ...headers } } as unknown as IncomingMessage;
  markListSearch(req);
  return req;
}

/** Where Next's rewrite sends `url` (marked or not), or null when the rule does not apply. */
function rewritten(url: string, mark: boolean): string | null {
  const { pathname, searchParams } = new URL(url, "http://localhost");
  const query = Object.fromEntries([...new Set(searchParams.keys())].map((k) => [k, searchParams.getAll(k)]));
  const flat = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v.length > 1 ? v : v[0]]));
  const params = getPathMatch(listSearchRewrite.source, { removeUnnamedParams: true, strict: true })(
    pathname,
  );
  const req = { headers: mark ? { [LIST_SEARCH_HEADER]: "1" } : {} } as unknown as IncomingMessage;
  if (!params || !matchHas(req, flat, listSearchRewrite.has)) return null;
  const { parsedDestination } = prepareDestination({
    appendParamsToQuery: true,
    destination: listSearchRewrite.destination,
    params,
    query: flat,
  });
  const search = new URLSearchParams(
    Object.entries(parsedDestination.query).flatMap(([k, v]) => [v].flat().map((x) => [k, String(x)])),
  );
  return `${parsedDestination.pathname}${search.size ? `?${search}` : ""}`;
}

describe("the list search parameters", () => {
  it.each([
    ["/jobs", ["q", "type", "page", ...Object.keys(jobFilterFields)]],
    ["/events", ["q", "type", "page", ...Object.keys(eventFilterFields)]],
    ["/gigs", ["q", ...Object.keys(gigFilterFields)]],
    ["/startups", ["q", ...Object.keys(startupFilterFields)]],
  ] as const)("%s: the search, its filters (from its schema) and its pages", (path, names) => {
    expect([...listParams[path]].sort()).toEqual([...names].sort());
  });
});

describe("markListSearch", () => {
  it.each([
    "/jobs?q=rust",
    "/jobs?city=pune",
    "/jobs?type=Internship",
    "/jobs?utm_source=mail&salaryMin=50000",
    "/events?page=2",
    "/events?when=past&_rsc=abc",
    "/gigs?skills=solidity&skills=rust",
    "/gigs?skills=&skills=",
    "/startups?hiring=yes",
    "/jobs?q=%ZZ",
  ])("marks %s", (url) => {
    expect(marked(url).headers[LIST_SEARCH_HEADER]).toBe("1");
  });

  it.each([
    "/jobs",
    "/jobs?",
    "/jobs?q=",
    "/jobs?&&=&",
    "/jobs?utm_source=mail",
    "/jobs?_rsc=abc",
    "/startups?page=2",
    "/gigs?when=past",
    "/jobs/search?q=rust",
    "/about?q=rust",
    "/jobs/?q=rust",
    "/api/jobs?q=rust",
    "/_malformed-path?q=rust",
    "/%6Aobs?q=rust",
  ])("leaves %s unmarked", (url) => {
    expect(marked(url).headers[LIST_SEARCH_HEADER]).toBeUndefined();
  });

  it("removes a mark the client sent", () => {
    expect(marked("/jobs", { [LIST_SEARCH_HEADER]: "1" }).headers[LIST_SEARCH_HEADER]).toBeUndefined();
    expect(marked("/about?q=x", { [LIST_SEARCH_HEADER]: "1" }).headers[LIST_SEARCH_HEADER]).toBeUndefined();
  });
});

describe("the rewrite, as Next reads it", () => {
  it.each([
    ["/jobs?q=rust&city=pune", "/jobs/search?q=rust&city=pune"],
    ["/events?page=2", "/events/search?page=2"],
    ["/gigs?skills=a&skills=b", "/gigs/search?skills=a&skills=b"],
    ["/startups?industry=AI", "/startups/search?industry=AI"],
  ])("sends a marked %s to %s, its query unchanged", (url, destination) => {
    expect(rewritten(url, true)).toBe(destination);
  });

  it("leaves an unmarked list, and every other path, alone", () => {
    expect(rewritten("/jobs?q=rust", false)).toBeNull();
    for (const path of ["/", "/about", "/jobs/search", "/job/abc", "/jobsx", "/api/jobs"]) {
      expect(rewritten(`${path}?q=rust`, true), path).toBeNull();
    }
  });
});
