// Helpers for the jobs and events journeys: an admin's API session, unique listings, real PNGs.
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { expect } from "./fixtures";

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A 2400x1800 PNG of noise (about 12 MB): over the form's 1024 KB threshold and wider than 1920 px, so the
 * browser recompresses it before upload.
 */
export async function noisyPng() {
  const buffer = await sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: { r: 40, g: 60, b: 120 },
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  expect(buffer.byteLength).toBeGreaterThan(1024 * 1024);
  return { name: "big-poster.png", mimeType: "image/png", buffer };
}

/** A small 640x360 PNG (a cover picture under the recompression threshold). */
export async function coverPng() {
  const buffer = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();
  return { name: "cover.png", mimeType: "image/png", buffer };
}

/**
 * Logs the seeded admin in on `request` (its own cookie jar) and approves a job or an event; again if a
 * concurrent logout of the shared admin revoked the session in between.
 */
export async function approveAsAdmin(request: APIRequestContext, kind: "job" | "event", id: string) {
  await expect(async () => {
    const login = await request.post("/api/auth/login", {
      data: { email: "admin@example.com", password: "Admin@12345" },
    });
    expect(login.status()).toBe(200);
    const res =
      kind === "job"
        ? await request.put(`/api/jobs/${id}`, { data: { status: "approved" } })
        : await request.put(`/api/events/admin/${id}/approve`);
    expect(res.status()).toBe(200);
  }).toPass();
}
