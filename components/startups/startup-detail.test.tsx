// @vitest-environment jsdom
// A startup's page as the server draws it: one h1, its facts, founders linked only to a public profile, each open
// job and gig a link to its page, the Hiring badge with open jobs and a plain line without; and the card's link
// and badge.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StartupCard } from "@/components/startups/startup-card";
import { StartupDetail } from "@/components/startups/startup-detail";
import type { StartupDto } from "@/lib/startups/dto";
import type { StartupPageDto } from "@/lib/startups/page";

const page: StartupPageDto = {
  id: "s1",
  path: "/startup/paisapool",
  name: "PaisaPool",
  shortDescription: "Savings circles on-chain.",
  description: "On-chain chit funds for gig workers.",
  stage: "Seed",
  industry: "DeFi",
  location: "Bengaluru",
  teamSize: "11-25",
  website: "https://paisapool.example",
  image: null,
  founded: 2022,
  updatedAt: "2026-11-01T00:00:00.000Z",
  hiring: true,
  founders: [
    { name: "Asha Rao", profilePath: "/u/asha" },
    { name: "Ravi Iyer", profilePath: null },
  ],
  jobs: [
    {
      id: "j1",
      title: "Smart Contract Engineer",
      type: "Job",
      jobType: "Full-time",
      location: "Bengaluru",
      salary: "₹24 - 32 LPA",
      applicationDeadline: "2027-01-31T00:00:00.000Z",
    },
  ],
  gigs: [
    {
      id: "g1",
      title: "Audit a vault",
      budget: "₹40,000",
      duration: "3 weeks",
      location: "Remote",
      deadline: null,
    },
  ],
};

const draw = (p: StartupPageDto) => {
  document.body.innerHTML = renderToStaticMarkup(<StartupDetail startup={p} />);
  return document.body;
};
const links = (el: HTMLElement) =>
  [...el.querySelectorAll("a")].map((a) => [a.textContent?.trim(), a.getAttribute("href")]);

describe("StartupDetail", () => {
  it("draws the startup, its founders and its open listings", () => {
    const body = draw(page);
    expect([...body.querySelectorAll("h1")].map((h) => h.textContent)).toEqual(["PaisaPool"]);
    expect(body.querySelector("dl")?.textContent).toContain("11-25 people");
    expect(body.textContent).toContain("Hiring");
    expect(links(body)).toEqual(
      expect.arrayContaining([
        ["Asha Rao", "/u/asha"],
        ["Smart Contract Engineer", "/job/j1"],
        ["Audit a vault", "/gig/g1"],
        ["Back to Startups", "/startups"],
      ]),
    );
    expect(links(body).some(([text]) => text === "Ravi Iyer")).toBe(false);
  });

  it("says so when nothing is open, and shows no gigs section or Hiring badge", () => {
    const body = draw({ ...page, hiring: false, jobs: [], gigs: [] });
    expect(body.textContent).toContain("PaisaPool has no open jobs right now.");
    expect(body.textContent).not.toContain("Open gigs");
    expect([...body.querySelectorAll(".badge")].map((b) => b.textContent)).not.toContain("Hiring");
  });
});

describe("StartupCard", () => {
  const card = {
    id: "s1",
    path: "/startup/paisapool",
    name: "PaisaPool",
    shortDescription: "Savings circles on-chain.",
    description: "d",
    stage: "Seed",
    location: "Bengaluru",
    industry: "DeFi",
    teamSize: "11-25",
    website: "",
    contactEmail: "",
    image: null,
    founded: 2022,
    hiring: true,
  } as StartupDto;

  it("links to the startup's page and shows Hiring only when it has an open job", () => {
    document.body.innerHTML = renderToStaticMarkup(<StartupCard startup={card} />);
    expect(links(document.body)).toEqual([["PaisaPool", "/startup/paisapool"]]);
    expect(document.body.textContent).toContain("Hiring");
    document.body.innerHTML = renderToStaticMarkup(<StartupCard startup={{ ...card, hiring: false }} />);
    expect(document.body.textContent).not.toContain("Hiring");
  });
});
