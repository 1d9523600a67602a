// Builder profiles (issue #45 §2): a hidden profile is 404 to everyone but its member (page and JSON alike), a
// public one shows what its member chose, and the private fields (email, phone, coin balance, the résumé) are never
// in its rendered HTML or its JSON. Links are checked per site; the saved résumé is attached when applying; the
// sitemap lists public profiles only; posters see a link to public profiles only.
import {
  getAccessFallbackHTTPStatus,
  isHTTPAccessFallbackError,
} from "next/dist/client/components/http-access-fallback/http-access-fallback";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import ProfilePage, { generateMetadata } from "@/app/[locale]/(public)/u/[username]/page";
import { POST as apply } from "@/app/api/jobs/[id]/apply/route";
import { GET as getOwn, PUT as putOwn } from "@/app/api/profile/route";
import { DELETE as deleteResume, GET as getResume, POST as postResume } from "@/app/api/profile/resume/route";
import { GET as getUser } from "@/app/api/users/[username]/route";
import sitemap from "@/app/sitemap";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { postCoins } from "@/lib/coins/ledger";
import { db } from "@/lib/db";
import { emptyProfile } from "@/lib/profiles/dto";
import { applicantProfilePaths, publicProfilePathsOf } from "@/lib/profiles/links-of";
import {
  apiRequest,
  createTestUser,
  routeContext,
  sessionCookieFor,
  uniqueSuffix,
  type TestUser,
} from "@/tests/accounts";
import { ctx, formDataOf, formRequest } from "@/tests/listings";

// The page reads the session from next/headers' cookies; connection() only marks a per-request render.
let cookieHeader = "";
vi.mock("next/headers", () => ({
  cookies: async () => {
    const value = cookieHeader.startsWith(`${SESSION_COOKIE}=`)
      ? cookieHeader.slice(SESSION_COOKIE.length + 1)
      : "";
    return { get: (name: string) => (name === SESSION_COOKIE && value ? { name, value } : undefined) };
  },
  headers: async () => new Headers(),
}));
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));

const userCtx = (username: string) => ({ params: Promise.resolve({ username }) });

/** The page's HTML as this viewer (cookie) gets it, or its HTTP status when it answers with notFound(). */
async function renderPage(username: string, cookie = ""): Promise<{ status: number; html: string }> {
  cookieHeader = cookie;
  try {
    const element = await ProfilePage({ params: Promise.resolve({ username }) });
    return { status: 200, html: renderToStaticMarkup(element) };
  } catch (error) {
    if (isHTTPAccessFallbackError(error)) return { status: getAccessFallbackHTTPStatus(error), html: "" };
    throw error;
  } finally {
    cookieHeader = "";
  }
}

const json = async (res: Response) => ({ status: res.status, body: await res.json() });
const pdf = (name: string) => new File([new TextEncoder().encode(`%PDF-1.4\n${name}\n`)], name);

let owner: TestUser;
let ownerCookie = "";
let otherCookie = "";
const suffix = uniqueSuffix();
const resumeName = `private-cv-${suffix}.pdf`;
// A balance no page may show: earned 7,919, then 3,456 taken back by hand (not an earning reversed).
const balance = 7919 - 3456;

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  ...emptyProfile,
  isPublic: false,
  headline: `Rust and ZK builder ${suffix}`,
  city: "Pune",
  skills: ["Rust", "Circom", "rust"],
  githubUrl: "github.com/riya-builds",
  xUrl: "https://twitter.com/riya_builds",
  showListings: true,
  showGigsWon: true,
  showEvents: true,
  showCoins: true,
  onLeaderboard: true,
  ...overrides,
});

const putProfile = (body: unknown, cookie = ownerCookie) =>
  putOwn(apiRequest("PUT", "/api/profile", { body, cookie }), routeContext);

beforeAll(async () => {
  owner = await createTestUser();
  ownerCookie = await sessionCookieFor(owner);
  otherCookie = await sessionCookieFor(await createTestUser());
  await db.user.update({
    where: { id: owner.id },
    data: { firstName: "Riya", lastName: "Sharma", bio: "I ship ZK circuits." },
  });
  await db.$transaction(async (tx) => {
    await postCoins(tx, {
      userId: owner.id,
      amount: 7919,
      type: "credit",
      reason: "manual_credit",
      description: "Hackathon prize",
      idempotencyKey: `test:profile:credit:${owner.id}`,
    });
    await postCoins(tx, {
      userId: owner.id,
      amount: 3456,
      type: "debit",
      reason: "manual_debit",
      description: "Redeemed",
      idempotencyKey: `test:profile:debit:${owner.id}`,
    });
  });
  // An approved job they posted, and a gig they won.
  const poster = await createTestUser();
  await db.job.create({
    data: {
      title: `Founding engineer ${suffix}`,
      company: "Zero Labs",
      description: "Build the prover.",
      location: "Pune",
      status: "approved",
      postedById: owner.id,
    },
  });
  const gig = await db.gig.create({
    data: {
      title: `Audit a verifier ${suffix}`,
      company: "Chai Chain",
      budget: "₹40,000",
      duration: "3 weeks",
      location: "Remote",
      category: "Smart Contracts",
      tags: ["ZK"],
      status: "approved",
      postedById: poster.id,
    },
  });
  await db.bid.create({
    data: { gigId: gig.id, userId: owner.id, amount: 38000, durationDays: 20, status: "accepted" },
  });
  // An event they were checked in at (lib/events: listAttendedEvents).
  const event = await db.event.create({
    data: { title: `ZK Summit ${suffix}`, description: "Talks.", location: "Pune", status: "approved" },
  });
  await db.eventRegistration.create({
    data: { eventId: event.id, userId: owner.id, number: 1, status: "registered", checkedInAt: new Date() },
  });
  expect((await putProfile(profileBody())).status).toBe(200);
  const saved = await postResume(
    formRequest("POST", "/api/profile/resume", formDataOf({ resume: pdf(resumeName) }), ownerCookie),
    routeContext,
  );
  expect(saved.status).toBe(200);
});

describe("a hidden profile", () => {
  it("is 404 to a guest and to another member, page and JSON alike", async () => {
    expect((await renderPage(owner.username)).status).toBe(404);
    expect((await renderPage(owner.username, otherCookie)).status).toBe(404);
    const guest = await json(
      await getUser(apiRequest("GET", `/api/users/${owner.username}`), userCtx(owner.username)),
    );
    expect(guest).toEqual({
      status: 404,
      body: expect.objectContaining({ success: false, code: "not_found" }),
    });
    const other = await getUser(
      apiRequest("GET", `/api/users/${owner.username}`, { cookie: otherCookie }),
      userCtx(owner.username),
    );
    expect(other.status).toBe(404);
    // Told apart from a username that names no one by nothing.
    const nobody = await json(
      await getUser(apiRequest("GET", "/api/users/no_one_here"), userCtx("no_one_here")),
    );
    expect(nobody.body).toEqual(guest.body);
  });

  it("is a preview to its member: shown, marked hidden, never indexed", async () => {
    const page = await renderPage(owner.username, ownerCookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Preview.");
    expect(page.html).not.toContain("application/ld+json");
    cookieHeader = ownerCookie;
    const metadata = await generateMetadata({ params: Promise.resolve({ username: owner.username }) });
    cookieHeader = "";
    expect(metadata.robots).toEqual({ index: false, follow: false });
    const own = await json(
      await getUser(
        apiRequest("GET", `/api/users/${owner.username}`, { cookie: ownerCookie }),
        userCtx(owner.username),
      ),
    );
    expect(own.body.profile.isPublic).toBe(false);
  });
});

describe("a public profile", () => {
  beforeAll(async () => {
    expect((await putProfile(profileBody({ isPublic: true }))).status).toBe(200);
  });

  it("shows what its member chose to anyone, with ProfilePage and Person JSON-LD", async () => {
    const { status, html } = await renderPage(owner.username);
    expect(status).toBe(200);
    for (const text of [
      "Riya Sharma",
      `@${owner.username}`,
      `Rust and ZK builder ${suffix}`,
      "Pune",
      "Circom",
    ])
      expect(html).toContain(text);
    expect(html).toContain('href="https://github.com/riya-builds"');
    expect(html).toContain(`Founding engineer ${suffix}`);
    expect(html).toContain(`Audit a verifier ${suffix}`);
    expect(html).toContain(`ZK Summit ${suffix}`);
    expect(html).toContain("7,919"); // coins earned all time
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(ld).toMatchObject({
      "@type": "ProfilePage",
      mainEntity: { "@type": "Person", name: "Riya Sharma", knowsAbout: ["Rust", "Circom"] },
    });
    expect(ld.mainEntity.sameAs).toEqual([
      "https://github.com/riya-builds",
      "https://twitter.com/riya_builds",
    ]);
  });

  it("never puts an email, a phone number, the coin balance or the résumé in its HTML or JSON", async () => {
    const { html } = await renderPage(owner.username);
    const answer = await getUser(apiRequest("GET", `/api/users/${owner.username}`), userCtx(owner.username));
    expect(answer.status).toBe(200);
    const text = await answer.text();
    for (const body of [html, text]) {
      for (const secret of [
        owner.email,
        "9876543210",
        resumeName,
        "private-cv",
        String(balance),
        balance.toLocaleString("en-IN"),
      ])
        expect(body).not.toContain(secret);
      expect(body).not.toMatch(/passwordHash|dateOfBirth|mobileNumber|referralCode|resumeData/);
    }
    const { profile } = JSON.parse(text);
    expect(Object.keys(profile).sort()).toEqual(
      [
        "bio",
        "city",
        "coins",
        "events",
        "gigsWon",
        "headline",
        "isPublic",
        "links",
        "listings",
        "memberSince",
        "name",
        "skills",
        "updatedAt",
        "username",
      ].sort(),
    );
    expect(profile.coins).toEqual({ thisMonth: expect.any(Number), allTime: 7919, rank: expect.any(Number) });
  });

  it("shows nothing of the site's record its member turns off", async () => {
    await putProfile(
      profileBody({
        isPublic: true,
        showListings: false,
        showGigsWon: false,
        showEvents: false,
        showCoins: false,
      }),
    );
    const { html } = await renderPage(owner.username);
    expect(html).not.toContain(`Founding engineer ${suffix}`);
    expect(html).not.toContain(`ZK Summit ${suffix}`);
    expect(html).not.toContain("7,919");
    const { body } = await json(
      await getUser(apiRequest("GET", `/api/users/${owner.username}`), userCtx(owner.username)),
    );
    expect(body.profile).toMatchObject({ listings: null, gigsWon: null, events: null, coins: null });
    await putProfile(profileBody({ isPublic: true }));
  });

  it("is 404 again once its member is suspended", async () => {
    await db.user.update({ where: { id: owner.id }, data: { suspendedAt: new Date() } });
    try {
      expect((await renderPage(owner.username)).status).toBe(404);
      expect(await publicProfilePathsOf([owner.username])).toEqual({});
    } finally {
      await db.user.update({ where: { id: owner.id }, data: { suspendedAt: null } });
    }
  });

  it("is in the sitemap while public, and leaves it when hidden", async () => {
    const url = (await sitemap()).find((e) => e.url.endsWith(`/u/${owner.username}`));
    expect(url?.lastModified).toBeInstanceOf(Date);
    await putProfile(profileBody({ isPublic: false }));
    expect((await sitemap()).some((e) => e.url.endsWith(`/u/${owner.username}`))).toBe(false);
    await putProfile(profileBody({ isPublic: true }));
  });
});

describe("PUT /api/profile", () => {
  it("checks each link against its site and answers on its field", async () => {
    const bad = await json(
      await putProfile(
        profileBody({ githubUrl: "https://gitlab.com/riya", linkedinUrl: "https://linkedin.com" }),
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      githubUrl: "Enter your GitHub address, like https://github.com/yourname",
      linkedinUrl: "Enter your LinkedIn address, like https://www.linkedin.com/in/yourname",
    });
    const http = await json(await putProfile(profileBody({ portfolioUrl: "http://riya.dev" })));
    expect(http.body.errors).toEqual({
      portfolioUrl: "Enter your portfolio's address, starting with https://",
    });
  });

  it("saves the links as https, the skills once each, and answers the settings (GET /api/profile alike)", async () => {
    const { body } = await json(
      await putProfile(profileBody({ isPublic: true, portfolioUrl: "https://riya.dev" })),
    );
    expect(body.profile).toMatchObject({
      githubUrl: "https://github.com/riya-builds",
      portfolioUrl: "https://riya.dev/",
      skills: ["Rust", "Circom"],
      path: `/u/${owner.username}`,
      resume: { name: resumeName, updatedAt: expect.any(String) },
    });
    const own = await json(
      await getOwn(apiRequest("GET", "/api/profile", { cookie: ownerCookie }), routeContext),
    );
    expect(own.body.profile).toEqual(body.profile);
  });

  it("is for members only", async () => {
    expect(
      (await putOwn(apiRequest("PUT", "/api/profile", { body: profileBody() }), routeContext)).status,
    ).toBe(401);
    expect((await getOwn(apiRequest("GET", "/api/profile"), routeContext)).status).toBe(401);
  });
});

describe("the saved résumé", () => {
  it("is checked by its bytes as an application's is, and read back by its member only", async () => {
    const fake = new File([new TextEncoder().encode("hello")], "cv.pdf");
    const bad = await json(
      await postResume(
        formRequest("POST", "/api/profile/resume", formDataOf({ resume: fake }), ownerCookie),
        routeContext,
      ),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.resume).toBe("Please upload your resume as a PDF, DOC or DOCX file.");
    const none = await json(
      await postResume(formRequest("POST", "/api/profile/resume", formDataOf({}), ownerCookie), routeContext),
    );
    expect(none.status).toBe(400);
    const file = await getResume(
      apiRequest("GET", "/api/profile/resume", { cookie: ownerCookie }),
      routeContext,
    );
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode(await file.arrayBuffer())).toContain(resumeName);
    expect(
      (await getResume(apiRequest("GET", "/api/profile/resume", { cookie: otherCookie }), routeContext))
        .status,
    ).toBe(404);
  });

  it("is attached when an application asks for it, and a file sent with the application wins", async () => {
    const job = await db.job.findFirstOrThrow({
      where: { status: "approved", closedAt: null, applicationDeadline: null, NOT: { postedById: owner.id } },
      select: { id: true },
    });
    const fields = { name: "Riya Sharma", email: "riya@example.com", coverLetter: "I ship ZK circuits." };
    const saved = await apply(
      formRequest(
        "POST",
        `/api/jobs/${job.id}/apply`,
        formDataOf({ ...fields, savedResume: "true" }),
        ownerCookie,
      ),
      ctx(job.id),
    );
    expect(saved.status).toBe(201);
    const { application } = await saved.json();
    const row = await db.jobApplication.findUniqueOrThrow({
      where: { id: application.id },
      select: { resumeName: true },
    });
    expect(row.resumeName).toBe(resumeName);

    const applicant = await createTestUser();
    const cookie = await sessionCookieFor(applicant);
    await postResume(
      formRequest("POST", "/api/profile/resume", formDataOf({ resume: pdf("saved.pdf") }), cookie),
      routeContext,
    );
    const sent = await apply(
      formRequest(
        "POST",
        `/api/jobs/${job.id}/apply`,
        formDataOf({ ...fields, savedResume: "true", resume: pdf("for-this-job.pdf") }),
        cookie,
      ),
      ctx(job.id),
    );
    const own = await db.jobApplication.findUniqueOrThrow({
      where: { id: (await sent.json()).application.id },
      select: { resumeName: true },
    });
    expect(own.resumeName).toBe("for-this-job.pdf");
  });

  it("can be removed (then 404)", async () => {
    const applicant = await createTestUser();
    const cookie = await sessionCookieFor(applicant);
    await postResume(
      formRequest("POST", "/api/profile/resume", formDataOf({ resume: pdf("gone.pdf") }), cookie),
      routeContext,
    );
    expect(
      (await deleteResume(apiRequest("DELETE", "/api/profile/resume", { cookie }), routeContext)).status,
    ).toBe(200);
    expect(
      (await deleteResume(apiRequest("DELETE", "/api/profile/resume", { cookie }), routeContext)).status,
    ).toBe(404);
  });
});

describe("the poster's links to applicants' profiles", () => {
  it("name public profiles only", async () => {
    const hidden = await createTestUser();
    const job = await db.job.findFirstOrThrow({ where: { status: "approved" }, select: { id: true } });
    const rows = await Promise.all(
      [owner, hidden].map((u) =>
        db.jobApplication
          .create({
            data: { jobId: job.id, userId: u.id, name: u.username, email: u.email, coverLetter: "Hi" },
            select: { id: true },
          })
          .catch(() =>
            db.jobApplication.findFirstOrThrow({
              where: { jobId: job.id, userId: u.id },
              select: { id: true },
            }),
          ),
      ),
    );
    expect(await applicantProfilePaths(rows.map((r) => r.id))).toEqual({
      [rows[0]!.id]: `/u/${owner.username}`,
    });
    expect(await publicProfilePathsOf([owner.username, hidden.username])).toEqual({
      [owner.username]: `/u/${owner.username}`,
    });
  });
});
