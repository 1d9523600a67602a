// GET /api/health → 200 { status: "ok" } while the process answers (no database call); never cached.
import { NextResponse } from "next/server";
import { describedRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const dynamic = "force-dynamic";

export const GET = describedRoute(
  { tag: "Operations", summary: "The process answers", returns: '{ "status": "ok" }' },
  () => NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
