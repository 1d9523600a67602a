// Mail that must never fail the change it reports: tried twice, then kept for an admin to send again.
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { deliverMail, resendFailedMail } from "@/lib/mail/deliver";
import type { Mail } from "@/lib/mail/send";
import { uniqueSuffix } from "@/tests/accounts";

const mail = (): Mail => ({
  to: `deliver_${uniqueSuffix()}@example.com`,
  subject: "Your listing is live",
  text: "Hi",
  html: "<p>Hi</p>",
  replyTo: "team@example.com",
});
const down = async (): Promise<void> => {
  throw new Error("smtp down");
};
const quiet = () => vi.spyOn(console, "error").mockImplementation(() => {});

describe("deliverMail", () => {
  it("tries twice, then logs without the address and keeps the whole message; never throws", async () => {
    const log = quiet();
    const m = mail();
    const send = vi.fn(down);
    expect(await deliverMail("listing decision", m, send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(2);
    const kept = await db.failedMail.findMany({ where: { to: m.to } });
    expect(kept).toEqual([
      expect.objectContaining({
        label: "listing decision",
        subject: m.subject,
        text: m.text,
        html: m.html,
        replyTo: m.replyTo,
        error: "smtp down",
        attempts: 2,
      }),
    ]);
    const line = JSON.parse(String(log.mock.calls[0]![0]));
    expect(line).toMatchObject({ level: "error", event: "mail_failed", toDomain: "example.com" });
    expect(JSON.stringify(line)).not.toContain(m.to);
    log.mockRestore();
  });

  it("keeps an attachment (an .ics entry) with the message and sends it again with it", async () => {
    const log = quiet();
    const invite = {
      filename: "consultation.ics",
      content: "BEGIN:VCALENDAR\r\n",
      contentType: "text/calendar",
    };
    const m = { ...mail(), attachments: [invite] };
    expect(await deliverMail("consultation accepted", m, down)).toBe(false);
    const [kept] = await db.failedMail.findMany({ where: { to: m.to }, select: { id: true } });
    const send = vi.fn<(m: Mail) => Promise<void>>(async () => {});
    expect(await resendFailedMail(send, [kept!.id])).toEqual({ sent: 1, failed: 0 });
    expect(send.mock.calls[0]![0].attachments).toEqual([invite]);
    log.mockRestore();
  });

  it("keeps a digest's List-Unsubscribe headers with the message, through a second failure, and sends them again", async () => {
    const log = quiet();
    const headers = {
      "List-Unsubscribe": "<https://example.com/api/saved-searches/unsubscribe?token=t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    const m = { ...mail(), headers };
    expect(await deliverMail("saved search digest", m, down)).toBe(false);
    const [kept] = await db.failedMail.findMany({ where: { to: m.to }, select: { id: true } });
    expect(await resendFailedMail(down, [kept!.id])).toEqual({ sent: 0, failed: 1 });
    const [again] = await db.failedMail.findMany({
      where: { to: m.to },
      select: { id: true, attempts: true },
    });
    expect(again!.attempts).toBe(3);
    const send = vi.fn<(m: Mail) => Promise<void>>(async () => {});
    expect(await resendFailedMail(send, [again!.id])).toEqual({ sent: 1, failed: 0 });
    expect(send.mock.calls[0]![0].headers).toEqual(headers);
    log.mockRestore();
  });

  it("a send that fails once and then goes through is not kept", async () => {
    const m = mail();
    const send = vi
      .fn(down)
      .mockImplementationOnce(down)
      .mockImplementationOnce(async () => {});
    expect(await deliverMail("lead", m, send)).toBe(true);
    expect(await db.failedMail.count({ where: { to: m.to } })).toBe(0);
  });
});

describe("resendFailedMail", () => {
  async function keep(): Promise<{ id: string; to: string }> {
    const log = quiet();
    const m = mail();
    await deliverMail("manual coins", m, down);
    log.mockRestore();
    return db.failedMail.findFirstOrThrow({ where: { to: m.to }, select: { id: true, to: true } });
  }

  it("sends each kept message once and deletes it; one that fails again stays with the new error", async () => {
    const [ok, bad] = [await keep(), await keep()];
    const sent: string[] = [];
    const send = vi.fn(async (m: Mail) => {
      if (m.to === bad.to) throw new Error("mailbox full");
      sent.push(m.to);
    });
    expect(await resendFailedMail(send, [ok.id, bad.id])).toEqual({ sent: 1, failed: 1 });
    expect(sent).toEqual([ok.to]);
    expect(await db.failedMail.count({ where: { to: ok.to } })).toBe(0);
    expect(await db.failedMail.findFirst({ where: { to: bad.to } })).toMatchObject({
      error: "mailbox full",
      attempts: 3,
    });
  });

  it("two admins resending at once send every message exactly once", async () => {
    const kept = [await keep(), await keep(), await keep()];
    const sent: string[] = [];
    const send = async (m: Mail) => void sent.push(m.to);
    const ids = kept.map((k) => k.id);
    const [a, b] = await Promise.all([resendFailedMail(send, ids), resendFailedMail(send, ids)]);
    expect(a.sent + b.sent).toBe(3);
    expect(sent.sort()).toEqual(kept.map((k) => k.to).sort());
  });
});
