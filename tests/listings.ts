// Helpers for the jobs and events API tests: route contexts, valid payloads, images, rate limits.
import { crc32, deflateSync } from "node:zlib";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { beforeAll, beforeEach, expect } from "vitest";
import { PUT as approveEventRoute } from "@/app/api/events/admin/[id]/approve/route";
import { POST as postEvent } from "@/app/api/events/route";
import { PUT as putJob } from "@/app/api/jobs/[id]/route";
import { POST as postJob } from "@/app/api/jobs/route";
import { forgetRate } from "@/lib/rate-limit/rules";
import { apiRequest, createTestUser, routeContext, sessionCookieFor, uniqueSuffix } from "@/tests/accounts";

export const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

/** The fields of a job answer that the jobs tests read. */
export type JobAnswer = {
  id: string;
  GoogleFormLink: string | null;
  _id: string;
  title: string;
  status: string;
  postedByTag: string;
  postedBy: { id: string } | null;
  adminApproval: { isApproved: boolean; approvedBy: string | null; rejectionReason: string | null };
};

/** An owner, another member and an admin, each with a session cookie. */
export async function listingCast() {
  const [owner, other, admin] = await Promise.all([
    createTestUser(),
    createTestUser(),
    createTestUser({ role: "Admin" }),
  ]);
  const [ownerCookie, otherCookie, adminCookie] = await Promise.all([
    sessionCookieFor(owner),
    sessionCookieFor(other),
    sessionCookieFor(admin),
  ]);
  return { owner, other, admin, ownerCookie, otherCookie, adminCookie };
}

/**
 * The listing cast of a test file: made before its first test, and each test starts with the owner's upload and
 * listing counts cleared. Read its fields inside tests (`cast.ownerCookie`).
 */
export function setUpListingCast() {
  const cast = {} as Awaited<ReturnType<typeof listingCast>>;
  beforeAll(async () => {
    Object.assign(cast, await listingCast());
  });
  beforeEach(() => clearListingLimits(cast.owner.id));
  return cast;
}

/** POST /api/jobs with a valid payload (plus `overrides`) as the holder of `cookie`; expects 201. */
export async function postJobAs(cookie: string, overrides: Record<string, unknown> = {}): Promise<JobAnswer> {
  const res = await postJob(
    apiRequest("POST", "/api/jobs", { body: jobPayload(overrides), cookie }),
    routeContext,
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { job: JobAnswer }).job;
}

type Poster = { id: string; cookie: string };

/** A job `poster` submits and an admin approves (PUT /api/jobs/{id}); the poster's listing limits cleared first. */
export async function approvedJobBy<T>(
  poster: Poster,
  adminCookie: string,
  overrides: Record<string, unknown>,
) {
  await clearListingLimits(poster.id);
  const { id } = await postJobAs(poster.cookie, overrides);
  const res = await putJob(
    apiRequest("PUT", `/api/jobs/${id}`, { body: { status: "approved" }, cookie: adminCookie }),
    ctx(id),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { job: T }).job;
}

/** POST /api/events with `form` as the holder of `cookie`; expects 201. */
export async function postEventAs<T>(cookie: string, form: FormData = eventForm()) {
  const res = await postEvent(formRequest("POST", "/api/events", form, cookie), routeContext);
  expect(res.status).toBe(201);
  return ((await res.json()) as { event: T & { id: string } }).event;
}

/** An event `poster` submits and an admin approves (the admin approve route). */
export async function approvedEventBy<T>(
  poster: Poster,
  adminCookie: string,
  overrides: Record<string, string>,
) {
  await clearListingLimits(poster.id);
  const event = await postEventAs<T>(poster.cookie, eventForm(overrides));
  const ok = await approveEventRoute(
    apiRequest("PUT", `/api/events/admin/${event.id}/approve`, { cookie: adminCookie }),
    ctx(event.id),
  );
  expect(ok.status).toBe(200);
  return event;
}

export function jobPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: `Solidity Engineer ${uniqueSuffix()}`,
    company: "Chainwala Labs",
    description: "1. Build audited vaults. 2. Ship gas-efficient contracts. 3. Review pull requests.",
    location: "Bengaluru",
    salary: "₹24 - 32 LPA",
    experience: "3-5 years",
    skills: ["Solidity", "Foundry", "TypeScript"],
    requirements: ["3+ years of smart contracts"],
    benefits: ["Remote Fridays"],
    type: "Job",
    jobType: "Full-time",
    contactEmail: "hiring@chainwala.example",
    contactPhone: "+91 98765 43210",
    websiteLink: "https://chainwala.example",
    applicationDeadline: "2027-01-31",
    ...overrides,
  };
}

export function eventForm(overrides: Record<string, string | Blob> = {}): FormData {
  return formDataOf({
    title: `Pune Rust Meetup ${uniqueSuffix()}`,
    description: "An evening of Rust talks and pizza.",
    type: "Meetup",
    date: "2027-01-15T18:30:00+05:30",
    location: "Pune",
    participants: "120",
    link: "https://meetup.example/rust",
    contactEmail: "hello@rustpune.example",
    contactPhone: "+91 90000 12345",
    ...overrides,
  });
}

/** A FormData holding `fields`, in order. */
export function formDataOf(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

/** A multipart request to a route handler, as a browser's FormData would send it. */
export function formRequest(method: string, url: string, form: FormData, cookie?: string): NextRequest {
  const headers: Record<string, string> = { host: "localhost" };
  if (cookie) headers.cookie = cookie;
  return new NextRequest(new Request(`http://localhost${url}`, { method, body: form, headers }));
}

/** A real PNG of width x height pixels. */
export async function png(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const buf = await sharp({ create: { width, height, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();
  return new Uint8Array(buf);
}

export const pngFile = async (name = "poster.png", width = 300, height = 200) =>
  new File([await png(width, height)], name, { type: "image/png" });

/** A PNG whose header claims width x height pixels (the body is a tiny compressed IDAT). */
export function hugePngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      sig,
      chunk("IHDR", ihdr),
      chunk("IDAT", deflateSync(Buffer.alloc(1024))),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/** The three bad images of the issue: content that is not an image, over 5 MB, too many pixels. */
export const badImages = () => [
  {
    name: "a text file renamed .png",
    file: new File([new TextEncoder().encode("just some text, not an image")], "evil.png", {
      type: "image/png",
    }),
    status: 415,
    message: "Please upload a PNG, JPG, GIF or WebP image.",
  },
  {
    name: "a 6 MB file",
    file: new File([new Uint8Array(6 * 1024 * 1024)], "big.png", { type: "image/png" }),
    status: 413,
    message: undefined,
  },
  {
    name: "a PNG of 60000 x 60000 pixels",
    file: new File([hugePngHeader(60_000, 60_000)], "bomb.png", { type: "image/png" }),
    status: 413,
    message: "That image has too many pixels.",
  },
];

/** Forgets a member's upload and listing counts, so a test may submit freely. */
export const clearListingLimits = (userId: string) =>
  forgetRate(["imageUploadsByUser", userId], ["listingsByUser", userId]);

/** The id in an image URL /api/images/<id>. */
export const imageIdFrom = (url: string) => url.split("/").pop()!;
