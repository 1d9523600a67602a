// A poster who edits a live listing and sends a new image in the same form: the listing goes back to review with
// its new image, in one write (the approval's columns and the image are written together).
import { describe, expect, it } from "vitest";
import { PUT as putGig } from "@/app/api/gigs/[id]/route";
import { PUT as putJob } from "@/app/api/jobs/[id]/route";
import { POST as postJob } from "@/app/api/jobs/route";
import { db } from "@/lib/db";
import { routeContext, uniqueSuffix } from "@/tests/accounts";
import { approvedGigOf, gigPayload } from "@/tests/gigs";
import {
  clearListingLimits,
  ctx,
  formDataOf,
  formRequest,
  jobPayload,
  pngFile,
  setUpListingCast,
} from "@/tests/listings";

const cast = setUpListingCast();

async function jobForm(title: string, image?: File) {
  const { skills, requirements, benefits, ...fields } = jobPayload({ title });
  return formDataOf({
    ...(fields as Record<string, string>),
    skills: skills.join(", "),
    requirements: requirements.join("\n"),
    benefits: benefits.join("\n"),
    ...(image ? { image } : {}),
  });
}

describe("editing a live listing with a new image", () => {
  it("a job: back to review, with the new logo", async () => {
    await clearListingLimits(cast.owner.id);
    const title = `Logo job ${uniqueSuffix()}`;
    const created = await postJob(
      formRequest("POST", "/api/jobs", await jobForm(title), cast.ownerCookie),
      routeContext,
    );
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { job: { id: string } }).job;
    const approve = await putJob(
      formRequest("PUT", `/api/jobs/${id}`, formDataOf({ status: "approved" }), cast.adminCookie),
      ctx(id),
    );
    expect(approve.status).toBe(200);

    const edit = await putJob(
      formRequest(
        "PUT",
        `/api/jobs/${id}`,
        await jobForm(`${title} (remote)`, await pngFile("logo.png", 120, 120)),
        cast.ownerCookie,
      ),
      ctx(id),
    );
    expect(edit.status).toBe(200);
    const row = await db.job.findUniqueOrThrow({
      where: { id },
      select: { status: true, approvedById: true, imageId: true, title: true },
    });
    expect(row).toMatchObject({ status: "pending", approvedById: null, title: `${title} (remote)` });
    expect(row.imageId).not.toBeNull();
  });

  it("a gig: back to review, with the new image", async () => {
    await clearListingLimits(cast.owner.id);
    const gig = await approvedGigOf(cast.ownerCookie, cast.adminCookie);
    const fields = gigPayload({ title: `${gig.title} v2` }) as Record<string, unknown>;
    const form = formDataOf({
      ...Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : String(v)]),
      ),
      image: await pngFile("cover.png", 300, 200),
    });
    const edit = await putGig(formRequest("PUT", `/api/gigs/${gig.id}`, form, cast.ownerCookie), ctx(gig.id));
    expect(edit.status).toBe(200);
    const row = await db.gig.findUniqueOrThrow({
      where: { id: gig.id },
      select: { status: true, approvedById: true, imageId: true },
    });
    expect(row).toMatchObject({ status: "pending", approvedById: null });
    expect(row.imageId).not.toBeNull();
  });
});
