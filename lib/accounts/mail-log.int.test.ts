// What the server log says of the accounts mails in outbox mode: their kind and the outbox file, never the
// recipient, the subject or the body, which carry codes and links.
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { sendEmailCode } from "@/lib/accounts/otp";
import { mailSignInCode } from "@/lib/accounts/sign-in-code";
import { createTestUser, uniqueSuffix } from "@/tests/accounts";
import { mailsTo } from "@/tests/helpers/api";

/** Everything written to the console or to stdout/stderr while `run` runs. */
async function captureOutput(run: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation(keep);
  }
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
  }
  try {
    await run();
  } finally {
    vi.restoreAllMocks();
  }
  return lines.join("\n");
}

/** The log's "mail_written" events (one JSON line each): the kind of mail and the outbox file. */
function mailLines(output: string): { kind: string; file: string }[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { event: string; kind: string; file: string })
    .filter((entry) => entry.event === "mail_written");
}

afterEach(() => vi.restoreAllMocks());

describe("the mail log line", () => {
  it("names a verification code mail's kind and file, never its code, subject or recipient", async () => {
    const email = `log_${uniqueSuffix()}@example.com`;
    const output = await captureOutput(() => sendEmailCode(email));
    const [mail] = await mailsTo(email);
    const code = mail!.text.match(/^\d{6}$/m)![0];
    expect(output).not.toContain(code);
    expect(output).not.toContain(mail!.subject);
    expect(output).not.toContain(email);
    const line = mailLines(output).find((l) => l.kind === "verification code");
    expect(line?.file).toMatch(/\.json$/);
    expect(path.dirname(line!.file)).toBe(path.resolve(process.env.MAIL_OUTBOX_DIR!));
  });

  it("keeps a sign-in code and a reset link out of the log too", async () => {
    const user = await createTestUser();
    const output = await captureOutput(async () => {
      await mailSignInCode(user.email);
      await requestPasswordReset(user.email);
    });
    const mails = await mailsTo(user.email);
    const code = mails.find((m) => /sign-in code/.test(m.subject))!.text.match(/^\d{6}$/m)![0];
    const token = mails.map((m) => m.text.match(/token=([\w-]+)/)?.[1]).find(Boolean)!;
    expect(output).not.toContain(code);
    expect(output).not.toContain(token);
    expect(output).not.toContain(user.email);
    expect(mailLines(output).map((l) => l.kind)).toEqual(["sign-in code", "password reset"]);
  });
});
