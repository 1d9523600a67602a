// The file outbox's batches (development and tests; Resend's idempotency key does this in production): a batch sent
// again writes nothing, and one cut off while its files were written writes only the messages missing.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { sendMailBatch } from "@/lib/mail/send-batch";

const dir = mkdtempSync(path.join(tmpdir(), "batch-outbox-"));
const saved = env.MAIL_OUTBOX_DIR;
beforeAll(() => void ((env as { MAIL_OUTBOX_DIR: string }).MAIL_OUTBOX_DIR = dir));
afterAll(() => {
  (env as { MAIL_OUTBOX_DIR: string }).MAIL_OUTBOX_DIR = saved;
  rmSync(dir, { recursive: true, force: true });
});

const mails = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    to: `member${i}@example.com`,
    subject: `Digest ${i}`,
    html: `<p>${i}</p>`,
    text: `${i}`,
  }));
const files = () =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();

describe("the outbox's batches", () => {
  it("writes a batch once, and after a cut-off write only the messages missing", async () => {
    const options = { idempotencyKey: "digest/test/1", kind: "saved-search digest" };
    await sendMailBatch(mails(5), options);
    expect(files()).toHaveLength(5);
    await sendMailBatch(mails(5), options);
    expect(files()).toHaveLength(5);

    // A worker killed after two of five files: the end marker and three files are not there.
    for (const f of files().slice(2)) rmSync(path.join(dir, f));
    rmSync(
      path.join(
        dir,
        readdirSync(dir).find((f) => f.endsWith(".done"))!,
      ),
    );
    await sendMailBatch(mails(5), options);
    const after = files();
    expect(after).toHaveLength(5);
    expect(after.map((f) => f.slice(-8, -5))).toEqual(["000", "001", "002", "003", "004"]);
  });
});
