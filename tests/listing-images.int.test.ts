// Event images by URL (from upload-image), the old image's deletion, the sweep of unattached uploads,
// and the per-member upload and listing rate limits.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DELETE as deleteEvent, PUT as putEvent } from "@/app/api/events/[id]/route";
import { POST as postEvent } from "@/app/api/events/route";
import { POST as uploadImage } from "@/app/api/events/upload-image/route";
import { POST as postJob } from "@/app/api/jobs/route";
import { db } from "@/lib/db";
import { ORPHAN_IMAGE_GRACE_HOURS, pruneOrphanImages } from "@/lib/images/store";
import { rateRule } from "@/lib/rate-limit/rules";
import { apiRequest, createTestUser, routeContext, sessionCookieFor, type TestUser } from "@/tests/accounts";
import {
  clearListingLimits,
  ctx,
  eventForm,
  formRequest,
  imageIdFrom,
  jobPayload,
  pngFile,
} from "@/tests/listings";

type Event = { id: string; title: string; image: string | null; status: string };

let owner: TestUser;
let ownerCookie = "";
let otherCookie = "";
let adminCookie = "";

async function upload(cookie = ownerCookie): Promise<string> {
  const form = new FormData();
  form.append("image", await pngFile());
  const res = await uploadImage(formRequest("POST", "/api/events/upload-image", form, cookie), routeContext);
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

async function create(overrides: Record<string, string | Blob> = {}): Promise<Event> {
  const res = await postEvent(
    formRequest("POST", "/api/events", eventForm(overrides), ownerCookie),
    routeContext,
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { event: Event }).event;
}

const edit = (id: string, overrides: Record<string, string | Blob>, cookie = ownerCookie) =>
  putEvent(formRequest("PUT", `/api/events/${id}`, eventForm(overrides), cookie), ctx(id));

const imageStored = async (url: string) => (await db.image.count({ where: { id: imageIdFrom(url) } })) === 1;

beforeAll(async () => {
  owner = await createTestUser();
  ownerCookie = await sessionCookieFor(owner);
  otherCookie = await sessionCookieFor(await createTestUser());
  adminCookie = await sessionCookieFor(await createTestUser({ role: "Admin" }));
});

beforeEach(() => clearListingLimits(owner.id));

describe("an event's image given as the URL upload-image answered", () => {
  it("attaches an uploaded image on create (multipart and JSON) and on edit", async () => {
    const url = await upload();
    const event = await create({ image: url });
    expect(event.image).toBe(url);
    const json = await postEvent(
      apiRequest("POST", "/api/events", {
        body: Object.fromEntries(eventForm({ image: url }).entries()),
        cookie: ownerCookie,
      }),
      routeContext,
    );
    expect(json.status).toBe(201);
    expect((await json.json()).event.image).toBe(url);
    const plain = await create();
    expect(plain.image).toBeNull();
    const second = await upload();
    const edited = await edit(plain.id, { image: second });
    expect(edited.status).toBe(200);
    expect((await edited.json()).event.image).toBe(second);
  });

  it.each([
    ["an outside URL", "https://evil.example/cat.png"],
    ["a path outside /api/images", "/uploads/cat.png"],
    ["a traversal", "/api/images/../../etc/passwd"],
    ["an image that is not stored", "/api/images/cnotstored0000000000000000"],
  ])("refuses %s with 'Please enter a valid URL' on create and edit", async (_, url) => {
    const res = await postEvent(
      formRequest("POST", "/api/events", eventForm({ image: url }), ownerCookie),
      routeContext,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors.image).toBe("Please enter a valid URL");
    const event = await create();
    const put = await edit(event.id, { image: url });
    expect(put.status).toBe(400);
    expect((await put.json()).errors.image).toBe("Please enter a valid URL");
  });

  it("keeps the image when the owner sends its own URL back, deletes it when replaced", async () => {
    const first = await upload();
    const event = await create({ image: first });
    const same = await edit(event.id, { image: first, title: "Same image" });
    expect((await same.json()).event.image).toBe(first);
    expect(await imageStored(first)).toBe(true);

    const byUrl = await upload();
    expect((await (await edit(event.id, { image: byUrl })).json()).event.image).toBe(byUrl);
    expect(await imageStored(first)).toBe(false);

    const byFile = await edit(event.id, { image: await pngFile("new.png") });
    const fileUrl = (await byFile.json()).event.image as string;
    expect(fileUrl).not.toBe(byUrl);
    expect(await imageStored(byUrl)).toBe(false);
    expect(await imageStored(fileUrl)).toBe(true);
  });

  it("deletes the image with its event, unless another listing still uses it", async () => {
    const shared = await upload();
    const [a, b] = [await create({ image: shared }), await create({ image: shared })];
    const del = (id: string) =>
      deleteEvent(apiRequest("DELETE", `/api/events/${id}`, { cookie: adminCookie }), ctx(id));
    expect((await del(a.id)).status).toBe(200);
    expect(await imageStored(shared)).toBe(true);
    expect((await del(b.id)).status).toBe(200);
    expect(await imageStored(shared)).toBe(false);

    const own = await create({ image: await pngFile() });
    const res = await deleteEvent(
      apiRequest("DELETE", `/api/events/${own.id}`, { cookie: ownerCookie }),
      ctx(own.id),
    );
    expect(res.status).toBe(200);
    expect(await imageStored(own.image!)).toBe(false);
  });

  it("does not let another member's edit touch the image", async () => {
    const url = await upload();
    const event = await create({ image: url });
    expect((await edit(event.id, { image: await upload() }, otherCookie)).status).toBe(404);
    expect(await imageStored(url)).toBe(true);
  });

  it("sweeps uploads nobody attached within a day; attached and recent ones stay", async () => {
    const dayAndHourAgo = new Date(Date.now() - (ORPHAN_IMAGE_GRACE_HOURS + 1) * 3_600_000);
    const backdate = (url: string) =>
      db.image.update({ where: { id: imageIdFrom(url) }, data: { createdAt: dayAndHourAgo } });
    const [abandoned, attached, recent] = [await upload(), await upload(), await upload()];
    await create({ image: attached });
    await backdate(abandoned);
    await backdate(attached);

    const next = await upload(); // every upload sweeps
    expect(await imageStored(abandoned)).toBe(false);
    expect(await imageStored(attached)).toBe(true);
    expect(await imageStored(recent)).toBe(true);
    expect(await imageStored(next)).toBe(true);
    expect(await pruneOrphanImages()).toBe(0);
  });

  it("will not attach an unattached upload close to its sweep, so the two never meet", async () => {
    const stale = await upload();
    await db.image.update({
      where: { id: imageIdFrom(stale) },
      data: { createdAt: new Date(Date.now() - (ORPHAN_IMAGE_GRACE_HOURS - 0.5) * 3_600_000) },
    });
    const res = await postEvent(
      formRequest("POST", "/api/events", eventForm({ image: stale }), ownerCookie),
      routeContext,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { image: "Please enter a valid URL" } });

    // An old image that a listing uses may still be named, e.g. sent back unchanged with an edit.
    const kept = await upload();
    const event = await create({ image: kept });
    await db.image.update({ where: { id: imageIdFrom(kept) }, data: { createdAt: new Date(0) } });
    expect((await edit(event.id, { image: kept })).status).toBe(200);
  });
});

describe("per-member rate limits", () => {
  it("allows 20 new listings an hour, jobs and events together, then answers 429 with Retry-After", async () => {
    const member = await createTestUser();
    const cookie = await sessionCookieFor(member);
    for (let i = 0; i < 20; i++) {
      const res = await postJob(
        apiRequest("POST", "/api/jobs", { body: jobPayload(), cookie }),
        routeContext,
      );
      expect(res.status, `listing ${i + 1}`).toBe(201);
    }
    const job = await postJob(apiRequest("POST", "/api/jobs", { body: jobPayload(), cookie }), routeContext);
    expect(job.status).toBe(429);
    expect(Number(job.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await job.json()).message).toBe("Too many listings submitted. Please try again later.");
    const event = await postEvent(formRequest("POST", "/api/events", eventForm(), cookie), routeContext);
    expect(event.status).toBe(429);
    expect(await db.job.count({ where: { postedById: member.id } })).toBe(20);
    expect(await db.event.count({ where: { postedById: member.id } })).toBe(0);
  });

  it("allows 30 image uploads an hour (upload-image and event files), then answers 429", async () => {
    const member = await createTestUser();
    const cookie = await sessionCookieFor(member);
    // 28 uploads already this hour.
    const { key, windowSeconds } = rateRule("imageUploadsByUser", member.id);
    await db.rateLimit.create({
      data: { key, count: 28, resetAt: new Date(Date.now() + windowSeconds * 1000) },
    });
    expect((await upload(cookie)).length).toBeGreaterThan(0);
    const withFile = await postEvent(
      formRequest("POST", "/api/events", eventForm({ image: await pngFile() }), cookie),
      routeContext,
    );
    expect(withFile.status).toBe(201);
    const form = new FormData();
    form.append("image", await pngFile());
    const over = await uploadImage(
      formRequest("POST", "/api/events/upload-image", form, cookie),
      routeContext,
    );
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await over.json()).message).toBe("Too many image uploads. Please try again later.");
    const eventOver = await postEvent(
      formRequest("POST", "/api/events", eventForm({ image: await pngFile() }), cookie),
      routeContext,
    );
    expect(eventOver.status).toBe(429);
    // An event without a file is no upload.
    const noFile = await postEvent(formRequest("POST", "/api/events", eventForm(), cookie), routeContext);
    expect(noFile.status).toBe(201);
  });
});
