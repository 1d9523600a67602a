// GET /api/auth/status → { isAuthenticated, user }.
import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler({ auth: "optional" }, async ({ user }) =>
  NextResponse.json({ isAuthenticated: user !== null, user }, { headers: { "Cache-Control": "no-store" } }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
