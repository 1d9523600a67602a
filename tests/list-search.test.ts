// A list's search, filter or page goes to its view's cached page under its /search route (lib/site/list-search.mjs):
// proxy.ts rewrites a list request that names one of its list's parameters with a value (proxy.test.ts: its matchers
// and the rewrite, as Next reads them). The parameters are the lists' own.
import { describe, expect, it } from "vitest";
import { eventFilterFields } from "@/lib/events/schema";
import { gigFilterFields } from "@/lib/gigs/schema";
import { jobFilterFields } from "@/lib/jobs/schema";
import {
  listOfSearchRoute,
  listParams,
  listSearchPath,
  listViewPath,
  viewParams,
} from "@/lib/site/list-search.mjs";
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
    "/malformed-path?q=rust",
    "/constructor?q=rust",
  ])("leaves %s as it is", (url) => {
    expect(searchRoute(url)).toBeNull();
  });
});

describe("a view's page", () => {
  const view = (url: string) => {
    const { pathname, searchParams } = new URL(url, "http://localhost");
    return listViewPath(pathname, searchParams);
  };

  it.each([
    ["/jobs?q=rust", { q: "rust" }],
    [
      "/jobs?skills=go&q=r%C3%BCst%20%E2%82%B9&utm_source=x&skills=rust&city=",
      { q: "rüst ₹", skills: ["go", "rust"] },
    ],
    ["/events?to=2026-12-31&when=past&page=3", { page: "3", when: "past", to: "2026-12-31" }],
    ["/gigs?q=a%2Fb%3Fc%3D%26d%25", { q: "a/b?c=&d%" }],
  ])("%s: one path segment of [A-Za-z0-9_-] that names %j again", (url, params) => {
    const path = view(url)!;
    const [, list, segment] = /^(\/[a-z]+)\/search\/([A-Za-z0-9_-]+)$/.exec(path)!;
    expect(url.startsWith(list!)).toBe(true);
    expect(viewParams(segment!)).toEqual(params);
    expect(listOfSearchRoute(path)).toEqual({ list, view: segment });
  });

  it("is the same page whatever order the URL names the parameters in", () => {
    expect(view("/startups?hiring=yes&q=ai&stage=Seed")).toBe(view("/startups?stage=Seed&q=ai&hiring=yes"));
  });

  it("is none for a default view, and an address that is not a view's names nothing", () => {
    expect(view("/jobs?utm_source=mail")).toBeNull();
    expect(view("/jobs/search?q=rust")).toBeNull();
    for (const odd of ["", "!!", "%%%", "a".repeat(5), "dG9TdHJpbmc"]) {
      expect(typeof viewParams(odd)).toBe("object");
    }
    expect(viewParams("")).toEqual({});
    expect(listOfSearchRoute("/jobs/search")).toEqual({ list: "/jobs", view: "" });
    expect(listOfSearchRoute("/constructor/search")).toBeNull();
    expect(listOfSearchRoute("/jobs/search/a/b")).toBeNull();
    expect(listOfSearchRoute("/jobs")).toBeNull();
  });
});
