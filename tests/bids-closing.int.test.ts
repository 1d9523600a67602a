// Closing a gig early decides the bids still pending on it: each is closed in one statement, its bidder notified
// with the change and mailed once after the answer; declined and withdrawn bids stay as they are. (An accepted bid
// awards the gig, which closes it and declines the rest: lib/bids/mutations.ts.)
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PUT as decide } from "@/app/api/bids/[id]/route";
import { POST as withdraw } from "@/app/api/bids/[id]/withdraw/route";
import { POST as placeBid } from "@/app/api/gigs/[id]/bids/route";
import { POST as closeGig } from "@/app/api/gigs/[id]/close/route";
import { db } from "@/lib/db";
import { apiRequest, createTestUser, sessionCookieFor } from "@/tests/accounts";
import { approvedGigOf } from "@/tests/gigs";
import { readOutbox } from "@/tests/helpers/outbox";
import { ctx, listingCast } from "@/tests/listings";

// next/server's after(): the work a handler leaves for after its answer waits here until the test runs it.
const afterResponse = vi.hoisted(() => {
  const tasks: (() => unknown)[] = [];
  return {
    tasks,
    async run() {
      while (tasks.length) await tasks.shift()!();
    },
  };
});
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  after: (task: () => unknown) => void afterResponse.tasks.push(task),
}));

type Person = { id: string; email: string; cookie: string };

let cast: Awaited<ReturnType<typeof listingCast>>;

async function newPerson(): Promise<Person> {
  const user = await createTestUser();
  return { id: user.id, email: user.email, cookie: await sessionCookieFor(user) };
}

async function bidAs(gigId: string, person: Person): Promise<string> {
  const res = await placeBid(
    apiRequest("POST", `/api/gigs/${gigId}/bids`, {
      body: { amount: 35000, durationDays: 14, message: "Shipped three audits this year." },
      cookie: person.cookie,
    }),
    ctx(gigId),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { bid: { id: string } }).bid.id;
}

const statusOf = async (id: string) =>
  (await db.bid.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;

const mailsTo = async (email: string) => (await readOutbox()).filter((m) => m.to === email.toLowerCase());

beforeAll(async () => {
  cast = await listingCast();
});

describe("closing a gig with bids", () => {
  it("closes every pending bid, notifies and then mails each bidder once; declined and withdrawn bids stay", async () => {
    const gig = await approvedGigOf(cast.ownerCookie, cast.adminCookie);
    const [waiting, second, rejected, withdrawer] = await Promise.all([
      newPerson(),
      newPerson(),
      newPerson(),
      newPerson(),
    ]);
    const ids = {
      waiting: await bidAs(gig.id, waiting),
      second: await bidAs(gig.id, second),
      rejected: await bidAs(gig.id, rejected),
      withdrawn: await bidAs(gig.id, withdrawer),
    };
    const declined = await decide(
      apiRequest("PUT", `/api/bids/${ids.rejected}`, {
        body: { status: "rejected" },
        cookie: cast.ownerCookie,
      }),
      ctx(ids.rejected),
    );
    expect(declined.status).toBe(200);
    const out = await withdraw(
      apiRequest("POST", `/api/bids/${ids.withdrawn}/withdraw`, { cookie: withdrawer.cookie }),
      ctx(ids.withdrawn),
    );
    expect(out.status).toBe(200);
    await afterResponse.run();

    const res = await closeGig(
      apiRequest("POST", `/api/gigs/${gig.id}/close`, {
        body: { reason: "Filled" },
        cookie: cast.ownerCookie,
      }),
      ctx(gig.id),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, closedBids: 2 });

    expect(await statusOf(ids.waiting)).toBe("closed");
    expect(await statusOf(ids.second)).toBe("closed");
    expect(await statusOf(ids.rejected)).toBe("rejected");
    expect(await statusOf(ids.withdrawn)).toBe("withdrawn");
    const notes = await db.notification.findMany({
      where: { userId: waiting.id, title: { contains: "closed" } },
      select: { title: true, body: true, href: true },
    });
    expect(notes).toEqual([
      {
        title: `Your bid on ${gig.title}: closed`,
        body: "The gig has been filled.",
        href: "/dashboard/bids",
      },
    ]);
    for (const other of [rejected, withdrawer]) {
      expect(
        await db.notification.count({ where: { userId: other.id, title: { endsWith: ": closed" } } }),
      ).toBe(0);
    }

    // Mailed after the answer, once.
    const closedMails = async (email: string) =>
      (await mailsTo(email)).filter((m) => m.subject === `${gig.title}: gig filled`);
    expect(await closedMails(waiting.email)).toHaveLength(0);
    await afterResponse.run();
    const mails = await closedMails(waiting.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("so your bid will not go further");
    expect(await closedMails(second.email)).toHaveLength(1);
    expect(await closedMails(rejected.email)).toHaveLength(0);
    expect(await closedMails(withdrawer.email)).toHaveLength(0);
  });

  it("closes nothing else when the gig had no pending bids", async () => {
    const gig = await approvedGigOf(cast.ownerCookie, cast.adminCookie);
    const res = await closeGig(
      apiRequest("POST", `/api/gigs/${gig.id}/close`, {
        body: { reason: "Closed" },
        cookie: cast.ownerCookie,
      }),
      ctx(gig.id),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).closedBids).toBe(0);
  });
});
