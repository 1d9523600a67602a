import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/api/handler";
import { createEvent } from "@/lib/events/mutations";
import { listEvents } from "@/lib/events/queries";
import { eventFieldsFromForm, eventInput } from "@/lib/events/schema";
import { listQuery } from "@/lib/listings/fields";
import { limitImageUploads, limitNewListings } from "@/lib/listings/limits";
import { readListingBody } from "@/lib/listings/request";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler({ query: listQuery }, async ({ query }) => listEvents(query));

export const POST = apiHandler({ auth: "member" }, async ({ request, user }) => {
  const { fields, image } = await readListingBody(request);
  const input = eventInput.parse(eventFieldsFromForm(fields));
  await limitNewListings(user.id);
  if (image) await limitImageUploads(user.id);
  const event = await createEvent(user, input, image);
  return NextResponse.json({ success: true, event }, { status: 201 });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
