// The Leads tab's calls: one list of contact messages, demo requests and waitlist entries, filters, marking
// handled (audited) and the CSV export (cells quoted, formulas neutralised).
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as markLead } from "@/app/api/admin/leads/[kind]/[id]/route";
import { GET as leadsCsv } from "@/app/api/admin/leads.csv/route";
import { GET as leads } from "@/app/api/admin/leads/route";
import { csvCell } from "@/lib/format/csv";
import { db } from "@/lib/db";
import { apiRequest, routeContext, uniqueSuffix } from "@/tests/accounts";
import { listingCast } from "@/tests/listings";

let cast: Awaited<ReturnType<typeof listingCast>>;
let contactId = "";
let waitlistId = "";
let courseId = "";
const tag = uniqueSuffix();

beforeAll(async () => {
  cast = await listingCast();
  contactId = (
    await db.contactMessage.create({
      data: {
        name: `=HYPERLINK("x") ${tag}`,
        email: `c${tag}@example.com`,
        subject: "Partnership",
        message: 'We "love" it',
      },
    })
  ).id;
  courseId = (await db.course.findFirstOrThrow({ select: { id: true } })).id;
  waitlistId = (
    await db.waitlistEntry.create({
      data: { courseId, name: `W ${tag}`, email: `w${tag}@example.com`, skillLevel: "beginner" },
    })
  ).id;
});

describe("leads", () => {
  it("guests 401, members 403; admins get every kind newest first, or one kind, or one course's waitlist", async () => {
    expect((await leads(apiRequest("GET", "/api/admin/leads"), routeContext)).status).toBe(401);
    expect(
      (await leads(apiRequest("GET", "/api/admin/leads", { cookie: cast.otherCookie }), routeContext)).status,
    ).toBe(403);
    const all = await (
      await leads(apiRequest("GET", "/api/admin/leads?limit=100", { cookie: cast.adminCookie }), routeContext)
    ).json();
    expect(all.leads.map((l: { id: string }) => l.id)).toEqual(
      expect.arrayContaining([contactId, waitlistId]),
    );
    const dates = all.leads.map((l: { createdAt: string }) => l.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const onlyWaitlist = await (
      await leads(
        apiRequest("GET", `/api/admin/leads?kind=waitlist&course=${courseId}&limit=100`, {
          cookie: cast.adminCookie,
        }),
        routeContext,
      )
    ).json();
    expect(onlyWaitlist.leads.every((l: { kind: string }) => l.kind === "waitlist")).toBe(true);
    expect(onlyWaitlist.leads.map((l: { id: string }) => l.id)).toContain(waitlistId);
  });

  it("marks a lead handled and open again, each audited; an unknown kind or id is 404", async () => {
    const put = (kind: string, id: string, handled: boolean) =>
      markLead(
        apiRequest("PUT", `/api/admin/leads/${kind}/${id}`, { body: { handled }, cookie: cast.adminCookie }),
        {
          params: Promise.resolve({ kind, id }),
        },
      );
    expect((await put("contact", contactId, true)).status).toBe(200);
    expect(
      (await db.contactMessage.findUniqueOrThrow({ where: { id: contactId } })).handledAt,
    ).not.toBeNull();
    expect((await put("contact", contactId, false)).status).toBe(200);
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id: contactId } })).handledAt).toBeNull();
    expect((await put("spam", contactId, true)).status).toBe(404);
    expect((await put("waitlist", contactId, true)).status).toBe(404);
    const rows = await db.auditLog.findMany({
      where: { targetId: contactId },
      orderBy: { createdAt: "asc" },
    });
    expect(rows.map((r) => r.action)).toEqual(["lead.handled", "lead.reopened"]);
  });

  it("exports CSV with quoted cells and formulas neutralised", async () => {
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell("=1+1")).toBe(`"'=1+1"`);
    const res = await leadsCsv(
      apiRequest("GET", "/api/admin/leads.csv?kind=contact", { cookie: cast.adminCookie }),
      routeContext,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-contact-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await res.text();
    expect(text.split("\r\n")[0]).toBe("kind,name,email,topic,detail,created_at (IST),handled");
    expect(text).toContain(`"'=HYPERLINK(""x"") ${tag}"`);
    expect(text).toContain('"We ""love"" it"');
    expect(text).not.toContain(`w${tag}@example.com`);
    expect(
      (await leadsCsv(apiRequest("GET", "/api/admin/leads.csv", { cookie: cast.otherCookie }), routeContext))
        .status,
    ).toBe(403);
  });

  it("starts the CSV with a UTF-8 byte order mark, so Excel reads Hindi and emoji as written", async () => {
    const name = `प्रिया शर्मा 🚀 ${tag}`;
    await db.contactMessage.create({
      data: { name, email: `hindi${tag}@example.com`, subject: "नमस्ते", message: "Hi" },
    });
    const res = await leadsCsv(
      apiRequest("GET", "/api/admin/leads.csv?kind=contact", { cookie: cast.adminCookie }),
      routeContext,
    );
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Decoded keeping the mark: it is there once, before the header.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith("\uFEFFkind,name,email,")).toBe(true);
    expect(text).toContain(`"${name}"`);
  });

  it("writes each time in India's time as a spreadsheet reads it, the header saying IST", async () => {
    // 09:00 UTC is 14:30 in India; 20:00 UTC on the 10th is already the 11th there.
    for (const [at, name] of [
      ["2025-12-10T09:00:00Z", `Morning ${tag}`],
      ["2025-12-10T20:00:00Z", `Night ${tag}`],
    ]) {
      await db.contactMessage.create({
        data: {
          name: name!,
          email: `t${tag}@example.com`,
          subject: "Times",
          message: "Hi",
          createdAt: new Date(at!),
        },
      });
    }
    const text = await (
      await leadsCsv(
        apiRequest("GET", "/api/admin/leads.csv?kind=contact", { cookie: cast.adminCookie }),
        routeContext,
      )
    ).text();
    const line = (name: string) => text.split("\r\n").find((l) => l.includes(name)) ?? "";
    expect(line(`Morning ${tag}`)).toContain(',"2025-12-10 14:30",');
    expect(line(`Night ${tag}`)).toContain(',"2025-12-11 01:30",');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });
});
