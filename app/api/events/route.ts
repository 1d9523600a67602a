import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { createEvent } from "@/lib/events/mutations";
import { listEvents } from "@/lib/events/queries";
import { eventFieldsFromForm, eventInput } from "@/lib/events/schema";
import { listQuery } from "@/lib/listings/fields";
import { readListingBody } from "@/lib/listings/request";

export const GET = apiHandler({ query: listQuery }, async ({ query }) => listEvents(query));

export const POST = apiHandler({ auth: "member" }, async ({ request, user }) => {
  const { fields, image } = await readListingBody(request);
  const event = await createEvent(user, eventInput.parse(eventFieldsFromForm(fields)), image);
  return NextResponse.json({ success: true, event }, { status: 201 });
});
