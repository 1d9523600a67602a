// @vitest-environment jsdom
// A startup's page as the server draws it: one h1, its facts, founders linked only to a public profile, each open
// job and gig a link to its page, the Hiring badge with open jobs and a plain line without; and the card's link
// and badge.
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { renderToReadableStream, renderToStaticMarkup } from "react-dom/server";
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

/** The server's HTML of `node`, its async parts (the status note) awaited. */
async function html(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

const draw = async (p: StartupPageDto) => {
  document.body.innerHTML = await html(<StartupDetail startup={p} />);
  return document.body;
};

/** `node` as a Hindi page draws it. */
const inHindi = async (node: ReactNode) => (
  <NextIntlClientProvider locale="hi" messages={await getMessages({ locale: "hi" })}>
    {node}
  </NextIntlClientProvider>
);
const links = (el: HTMLElement) =>
  [...el.querySelectorAll("a")].map((a) => [a.textContent?.trim(), a.getAttribute("href")]);

describe("StartupDetail", () => {
  it("draws the startup, its founders and its open listings", async () => {
    const body = await draw(page);
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

  it("says so when nothing is open, and shows no gigs section or Hiring badge", async () => {
    const body = await draw({ ...page, hiring: false, jobs: [], gigs: [] });
    expect(body.textContent).toContain("PaisaPool has no open jobs right now.");
    expect(body.textContent).not.toContain("Open gigs");
    expect([...body.querySelectorAll(".badge")].map((b) => b.textContent)).not.toContain("Hiring");
  });

  it("reads in Hindi on a Hindi page, its links under /hi and what members wrote as they wrote it", async () => {
    document.body.innerHTML = await html(await inHindi(<StartupDetail startup={page} />));
    const body = document.body;
    expect(body.querySelector("dl")?.textContent).toContain("11-25 लोग");
    expect(body.textContent).toContain("हायरिंग जारी");
    expect(body.textContent).toContain("खुली नौकरियाँ");
    expect(body.textContent).toContain("सीड");
    expect(body.textContent).toContain("On-chain chit funds for gig workers.");
    expect(links(body)).toEqual(
      expect.arrayContaining([
        ["Asha Rao", "/hi/u/asha"],
        ["Smart Contract Engineer", "/hi/job/j1"],
        ["Audit a vault", "/hi/gig/g1"],
        ["स्टार्टअप पर वापस जाएँ", "/hi/startups"],
      ]),
    );
    expect(body.textContent).not.toContain("Open jobs");
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

  it("reads in Hindi on a Hindi page", async () => {
    document.body.innerHTML = renderToStaticMarkup(await inHindi(<StartupCard startup={card} />));
    expect(links(document.body)).toEqual([["PaisaPool", "/hi/startup/paisapool"]]);
    expect(document.body.textContent).toContain("स्थापना 2022");
  });
});
