// Structured logs: one JSON line per event (time, level, then the fields). Fields are chosen by the caller;
// never pass a password, a code, a token, a cookie or a full email.

type Fields = Record<string, string | number | boolean | null | undefined>;

export function logLine(level: "info" | "warn" | "error", fields: Fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

function errorFields(error: unknown): Fields {
  const e = error instanceof Error ? error : new Error(String(error));
  return { error: e.name, message: e.message, stack: e.stack };
}

/** An unexpected error of a request: its stack, tied to the request id the answer carries. */
export function logError(requestId: string, error: unknown, fields: Fields = {}) {
  logLine("error", { requestId, ...fields, ...errorFields(error) });
}

/** A failure outside a request's answer (a mail not sent, a page's read, a cache not refreshed), by its event name. */
export function logFailure(
  event: string,
  error: unknown,
  fields: Fields = {},
  level: "warn" | "error" = "error",
) {
  logLine(level, { event, ...fields, ...errorFields(error) });
}
