import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { sendMail } from "@/lib/mail/send";
import { renderMail } from "@/lib/mail/template";

describe("mail without Resend", () => {
  it("writes one JSON file per message and strips header line breaks", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const { html, text } = renderMail({ preview: "p", heading: "Hello <you>", paragraphs: ["Line one"] });
    const to = `outbox-${Date.now()}@example.com`;
    await sendMail({ to, subject: "Hi\r\nBcc: victim@example.com", text, html });
    const dir = process.env.MAIL_OUTBOX_DIR!;
    const files = await readdir(dir);
    const messages = await Promise.all(
      files.map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8"))),
    );
    const mine = messages.filter((m) => m.to === to);
    expect(mine).toHaveLength(1);
    expect(mine[0].subject).toBe("Hi Bcc: victim@example.com");
    expect(Object.keys(mine[0]).sort()).toEqual(["html", "sentAt", "subject", "text", "to"]);
    expect(mine[0].html).toContain("Hello &lt;you&gt;");
    expect(mine[0].text).toContain("Line one");
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});
