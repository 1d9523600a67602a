// The e2e server's mail outbox (MAIL_OUTBOX_DIR = e2eOutbox), read as the integration tests read theirs.
import path from "node:path";
import { e2eOutbox } from "../playwright.config";
import { readOutbox as readOutboxIn, type OutboxMail } from "../tests/helpers/outbox";

export type { OutboxMail };

/** Every message the e2e server has sent, newest first. */
export const readOutbox = () => readOutboxIn(path.resolve(e2eOutbox));
