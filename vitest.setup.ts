// Runs before every test file: tests write mail to a temporary outbox and never to the real one.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.MAIL_OUTBOX_DIR ??= mkdtempSync(path.join(tmpdir(), "outbox-"));
process.env.AUTH_SECRET ??= "test-secret-that-is-long-enough-1234567890";
