// The activity tracker's titles in the page's language: an application reads "{job} at {company}" in English (as
// before) and "{company} में {job}" in Hindi; the job's title and company, and other titles, as written.
import { describe, expect, it } from "vitest";
import { listActivity } from "@/lib/activity/queries";
import { db } from "@/lib/db";
import { createTestUser, sessionCookieFor } from "@/tests/accounts";
import { postJobAs } from "@/tests/listings";

describe("activity titles", () => {
  it("names an application in English and in Hindi", async () => {
    const member = await createTestUser();
    const job = await postJobAs(await sessionCookieFor(member), {
      title: "Solidity Developer",
      company: "ChitChain Labs",
    });
    await db.jobApplication.create({
      data: { jobId: job.id, userId: member.id, name: "Asha", email: member.email, coverLetter: "Hello" },
    });
    const titles = async (locale?: string) =>
      Object.fromEntries((await listActivity(member, 50, locale)).map((item) => [item.kind, item.title]));
    expect(await titles()).toEqual({
      application: "Solidity Developer at ChitChain Labs",
      listing: "Solidity Developer",
    });
    expect(await titles("en")).toEqual(await titles());
    expect(await titles("hi")).toEqual({
      application: "ChitChain Labs में Solidity Developer",
      listing: "Solidity Developer",
    });
  });
});
