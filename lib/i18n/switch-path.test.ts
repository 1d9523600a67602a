import { describe, expect, it } from "vitest";
import {
  hasLocaleCookie,
  isEnglishOnly,
  localeCookie,
  prefersHindi,
  sitePath,
  switchPath,
} from "@/lib/i18n/switch-path";

describe("switchPath", () => {
  it("keeps the path and the whole query string", () => {
    expect(switchPath("/jobs", "type=Internship", "hi")).toBe("/hi/jobs?type=Internship");
    expect(switchPath("/hi/jobs", "type=Internship", "en")).toBe("/jobs?type=Internship");
    expect(switchPath("/jobs", "?q=solidity&type=Internship&page=2", "hi")).toBe(
      "/hi/jobs?q=solidity&type=Internship&page=2",
    );
    expect(switchPath("/hi/events", "skills=a&skills=b", "en")).toBe("/events?skills=a&skills=b");
  });

  it("switches the home page and deep pages", () => {
    expect(switchPath("/", "", "hi")).toBe("/hi");
    expect(switchPath("/hi", "", "en")).toBe("/");
    expect(switchPath("/hi/", "", "en")).toBe("/");
    expect(switchPath("/", "ref=x", "hi")).toBe("/hi?ref=x");
    expect(switchPath("/hi", "?ref=x", "en")).toBe("/?ref=x");
    expect(switchPath("/job/abc-123", "", "hi")).toBe("/hi/job/abc-123");
    expect(switchPath("/hi/dashboard/applications", "", "en")).toBe("/dashboard/applications");
  });

  it("reads a prerendered page's internal path and a list's /search route as the visitor's address", () => {
    expect(switchPath("/en/jobs", "", "hi")).toBe("/hi/jobs");
    expect(switchPath("/en", "", "hi")).toBe("/hi");
    expect(switchPath("/jobs/search", "type=Internship", "hi")).toBe("/hi/jobs?type=Internship");
    expect(switchPath("/hi/gigs/search", "q=x", "en")).toBe("/gigs?q=x");
    expect(switchPath("/qps/jobs", "", "hi")).toBe("/hi/jobs");
  });

  it("leaves paths that only start like a language alone", () => {
    expect(sitePath("/hiring")).toBe("/hiring");
    expect(sitePath("/english")).toBe("/english");
    expect(switchPath("/hiring", "", "hi")).toBe("/hi/hiring");
  });
});

describe("isEnglishOnly", () => {
  it("is the back office only", () => {
    expect(isEnglishOnly("/admin")).toBe(true);
    expect(isEnglishOnly("/admin/members")).toBe(true);
    expect(isEnglishOnly("/administrator")).toBe(false);
    expect(isEnglishOnly("/jobs")).toBe(false);
  });
});

describe("the language cookie", () => {
  it("is remembered for a year on every path", () => {
    expect(localeCookie("hi")).toBe("NEXT_LOCALE=hi; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(localeCookie("en", true)).toBe("NEXT_LOCALE=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
  });

  it("is found among others", () => {
    expect(hasLocaleCookie("")).toBe(false);
    expect(hasLocaleCookie("a=1; NEXT_LOCALE=en")).toBe(true);
    expect(hasLocaleCookie("NEXT_LOCALE=hi; b=2")).toBe(true);
    expect(hasLocaleCookie("MY_NEXT_LOCALE=hi")).toBe(false);
    expect(hasLocaleCookie("NEXT_LOCALE=")).toBe(false);
  });
});

describe("prefersHindi", () => {
  it("is true when Hindi comes before any English", () => {
    expect(prefersHindi(["hi-IN", "en-US"])).toBe(true);
    expect(prefersHindi(["hi"])).toBe(true);
    expect(prefersHindi(["mr-IN", "HI", "en"])).toBe(true);
  });

  it("is false when English comes first, or Hindi is absent", () => {
    expect(prefersHindi(["en-IN", "hi-IN"])).toBe(false);
    expect(prefersHindi(["en"])).toBe(false);
    expect(prefersHindi(["ta-IN"])).toBe(false);
    expect(prefersHindi([])).toBe(false);
    expect(prefersHindi(["hil"])).toBe(false);
  });
});
