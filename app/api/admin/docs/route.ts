// POST /api/admin/docs { title, description, section, targetRelease? } → 201 { item }.
import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { createDocItem } from "@/lib/docs/admin-mutations";
import { docInput } from "@/lib/docs/doc-input";

export const POST = apiHandler({ auth: "admin", body: docInput }, async ({ user, body }) =>
  NextResponse.json({ success: true, item: await createDocItem(user.id, body) }, { status: 201 }),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
