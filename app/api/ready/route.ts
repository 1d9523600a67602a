// GET /api/ready → 200 { status: "ready" } when the settings are valid, the database answers and every migration is
// applied, else 503 naming what is wrong (the bad settings, the database unreachable, or the pending migrations);
// never cached or rate-limited. A server refuses to start with bad settings (instrumentation.ts); this answers where
// a start cannot be refused (a serverless platform starts a function per request).
import { NextResponse } from "next/server";
import { describedRoute } from "@/lib/api/described-route";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { settingsProblems } from "@/lib/env";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

export const GET = describedRoute(
  {
    tag: "Operations",
    summary:
      "The settings are valid, the database answers and every migration is applied (else 503 naming what is wrong)",
    returns: '{ "status": "ready" }',
  },
  async () => {
    const settings = settingsProblems();
    if (settings.length) {
      return NextResponse.json({ status: "unavailable", settings }, { status: 503, headers: noStore });
    }
    // Loaded once the settings are known good: the database modules read them as they load.
    const { checkReadiness } = await import("@/lib/ops/readiness");
    const readiness = await checkReadiness();
    return NextResponse.json(readiness, {
      status: readiness.status === "ready" ? 200 : 503,
      headers: noStore,
    });
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
