import { describe, expect, it } from "vitest";
import { backQueryOf, cleanListUrl, listBackHref, listViewUrl, withBack } from "@/lib/listing-views/list-url";

describe("cleanListUrl", () => {
  it.each([
    [{ city: "", mode: "remote", experience: "", salaryMin: "" }, "/jobs?mode=remote"],
    [{ q: "rust", city: "", skills: ["solidity", ""] }, "/jobs?q=rust&skills=solidity"],
    [{ skills: ["", ""] }, "/jobs"],
    [{ city: "", mode: "", experience: "", salaryMin: "", salaryMax: "" }, "/jobs"],
    [{ q: "  ", type: "Internship" }, "/jobs?type=Internship"],
    [{ q: "a b&c", page: "2", city: "" }, "/jobs?q=a+b%26c&page=2"],
    [{ utm_source: "mail", q: "" }, "/jobs?utm_source=mail"],
  ])("drops the empty parameters of %j", (params, clean) => {
    expect(cleanListUrl("/jobs", params)).toBe(clean);
  });

  it.each([{}, { q: "rust" }, { skills: ["solidity", "rust"], page: "2" }, { q: "x", other: undefined }])(
    "leaves %j as it is (null: the URL is canonical)",
    (params) => {
      expect(cleanListUrl("/jobs", params)).toBeNull();
    },
  );
});

describe("listViewUrl", () => {
  it("is the view's URL whether or not a parameter is empty", () => {
    expect(listViewUrl("/gigs", { skills: ["a", "b"], q: "x y" })).toBe("/gigs?skills=a&skills=b&q=x+y");
    expect(listViewUrl("/jobs", { city: "", mode: "remote" })).toBe("/jobs?mode=remote");
    expect(listViewUrl("/jobs", {})).toBe("/jobs");
  });
});

describe("the way back to a filtered list", () => {
  it("carries the view's own parameters on the card links, none for the default view", () => {
    expect(backQueryOf("/jobs", { q: "zk proofs", skills: "solidity", page: "2" })).toBe(
      "q=zk+proofs&skills=solidity&page=2",
    );
    expect(backQueryOf("/jobs", {})).toBe("");
    expect(withBack("/job/abc", "q=zk+proofs&skills=solidity")).toBe(
      "/job/abc?back=q%3Dzk%2Bproofs%26skills%3Dsolidity",
    );
    expect(withBack("/job/abc", "")).toBe("/job/abc");
  });

  it("reads back a list view from the page's ?back=", () => {
    const back = new URL(`http://x${withBack("/job/abc", "q=zk+proofs&skills=solidity")}`).searchParams;
    expect(listBackHref("/jobs", back.get("back")!)).toBe("/jobs?q=zk+proofs&skills=solidity");
    expect(listBackHref("/gigs", "category=design&skills=rust")).toBe("/gigs?category=design&skills=rust");
  });

  it.each([
    [undefined, "/jobs"],
    ["", "/jobs"],
    [["q=a", "q=b"], "/jobs"],
    ["//evil.example/jobs?q=a", "/jobs"],
    ["https://evil.example/?q=a", "/jobs"],
    ["q=rust&next=https://evil.example&city=", "/jobs?q=rust"],
    ["?q=rust", "/jobs?q=rust"],
    [`q=${"a".repeat(1_001)}`, "/jobs"],
  ])("keeps only the list's own parameters of %j: %s", (back, href) => {
    expect(listBackHref("/jobs", back)).toBe(href);
  });

  it("never carries a parameter of another list", () => {
    expect(listBackHref("/gigs", "type=Internship&page=3&q=rust")).toBe("/gigs?q=rust");
  });
});
