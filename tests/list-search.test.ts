// A list's search, filter or page goes to its /search route (lib/site/list-search.mjs): proxy.ts rewrites a list
// request that names one of its list's parameters with a value (proxy.test.ts: its matchers and the rewrite, as Next
// reads them). The parameters are the lists' own.
import { describe, expect, it } from "vitest";
import { eventFilterFields } from "@/lib/events/schema";
import { gigFilterFields } from "@/lib/gigs/schema";
import { jobFilterFields } from "@/lib/jobs/schema";
import { listParams, listSearchPath } from "@/lib/site/list-search.mjs";
import { startupFilterFields } from "@/lib/startups/schema";

/** Where `url` is rendered: its list's /search route, or null for the page the path names. */
function searchRoute(url: string): string | null {
  const { pathname, searchParams } = new URL(url, "http://localhost");
  return listSearchPath(pathname, searchParams);
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

describe("listSearchPath", () => {
  it.each([
    ["/jobs?q=rust", "/jobs/search"],
    ["/jobs?city=pune", "/jobs/search"],
    ["/jobs?type=Internship", "/jobs/search"],
    ["/jobs?utm_source=mail&salaryMin=50000", "/jobs/search"],
    ["/events?page=2", "/events/search"],
    ["/events?when=past&_rsc=abc", "/events/search"],
    ["/gigs?skills=solidity&skills=rust", "/gigs/search"],
    ["/gigs?skills=&skills=", "/gigs/search"],
    ["/startups?hiring=yes", "/startups/search"],
    ["/jobs?q=%ZZ", "/jobs/search"],
  ])("sends %s to %s", (url, route) => {
    expect(searchRoute(url)).toBe(route);
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
    "/constructor?q=rust",
  ])("leaves %s as it is", (url) => {
    expect(searchRoute(url)).toBeNull();
  });
});
