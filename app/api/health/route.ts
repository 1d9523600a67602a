// GET /api/health → 200 { status: "ok" } while the process answers (no database call); never cached.
import { NextResponse } from "next/server";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const dynamic = "force-dynamic";

export function GET() {
  return NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
