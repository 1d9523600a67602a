// GET /api/ready → 200 { status: "ready" } when the database answers and every migration is applied, else
// 503 naming what is missing (database unreachable, or the pending migrations); never cached or rate-limited.
import { NextResponse } from "next/server";
import { describedRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { checkReadiness } from "@/lib/ops/readiness";

export const dynamic = "force-dynamic";

export const GET = describedRoute(
  {
    tag: "Operations",
    summary: "The database answers and every migration is applied (else 503 naming what is missing)",
    returns: '{ "status": "ready" }',
  },
  async () => {
    const readiness = await checkReadiness();
    return NextResponse.json(readiness, {
      status: readiness.status === "ready" ? 200 : 503,
      headers: { "Cache-Control": "no-store" },
    });
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
