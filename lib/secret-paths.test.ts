import { describe, expect, it, vi } from "vitest";
import { redactPath } from "@/lib/secret-paths.mjs";

const token = "Qm9vbGVhbnNBcmVOb3RUb2tlbnNCdXRUaGlzSXM-_xy";

describe("redactPath: a secret in a path never reaches a log line", () => {
  it.each([
    [`/api/calendar/${token}.ics`, "/api/calendar/[redacted].ics"],
    [`/api/calendar/${token}`, "/api/calendar/[redacted]"],
    [`/api/calendar/${token}%2Eics`, "/api/calendar/[redacted].ics"],
    [`//api//calendar/${token}.ics`, "//api//calendar/[redacted].ics"],
    [`/API/Calendar/${token}.ics`, "/API/Calendar/[redacted].ics"],
    [`/api/%63alendar/${token}.ics`, "/api/%63alendar/[redacted].ics"],
    [`/api/calendar/${token}.ics/more/${token}`, "/api/calendar/[redacted].ics"],
    [`/api/calendar/${token}%E0%A4%A.ics`, "/api/calendar/[redacted].ics"],
  ])("%s → %s", (path, logged) => {
    expect(redactPath(path)).toBe(logged);
  });

  it.each([
    "/api/calendar/token",
    "/api/calendar",
    "/api/calendar/",
    "/events/calendar.ics",
    "/event/seed-event-1/calendar.ics",
    "/api/jobs/seed-job-1",
    "/",
    "",
  ])("leaves %j as it is", (path) => {
    expect(redactPath(path)).toBe(path);
  });
});

describe("the proxy's line for a path that does not decode", () => {
  it("is written with the secret redacted too", async () => {
    const { NextRequest } = await import("next/server");
    const { answerMalformedPath } = await import("@/lib/site/malformed-path");
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    answerMalformedPath(new NextRequest(`http://localhost/api/calendar/${token}%.ics`));
    const line = JSON.parse(String(log.mock.calls.at(-1)?.[0])) as Record<string, unknown>;
    log.mockRestore();
    expect(line).toMatchObject({ event: "malformed_path", path: "/api/calendar/[redacted].ics" });
    expect(JSON.stringify(line)).not.toContain(token);
  });
});
