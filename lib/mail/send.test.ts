import { describe, expect, it, vi } from "vitest";
import { sendMail } from "@/lib/mail/send";
import { renderMail } from "@/lib/mail/template";
import { readOutbox } from "@/tests/helpers/outbox";

describe("mail without Resend", () => {
  it("writes one JSON file per message and strips header line breaks", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const { html, text } = renderMail({ preview: "p", heading: "Hello <you>", paragraphs: ["Line one"] });
    const to = `outbox-${Date.now()}@example.com`;
    await sendMail({ to, subject: "Hi\r\nBcc: victim@example.com", text, html });
    const mine = (await readOutbox()).filter((m) => m.to === to);
    expect(mine).toHaveLength(1);
    const mail = mine[0]!;
    expect(mail.subject).toBe("Hi Bcc: victim@example.com");
    expect(Object.keys(mail).sort()).toEqual(["html", "sentAt", "subject", "text", "to"]);
    expect(mail.html).toContain("Hello &lt;you&gt;");
    expect(mail.text).toContain("Line one");
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it("keeps extra headers on one line, and drops a header whose name is not a token", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const to = `headers-${Date.now()}@example.com`;
    await sendMail({
      to,
      subject: "Alerts",
      text: "t",
      html: "<p>t</p>",
      headers: {
        "List-Unsubscribe": "<https://example.com/u?token=a>\r\nBcc: victim@example.com",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "Bad: Name": "x",
      },
    });
    const [mail] = (await readOutbox()).filter((m) => m.to === to);
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": "<https://example.com/u?token=a> Bcc: victim@example.com",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    log.mockRestore();
  });
});
