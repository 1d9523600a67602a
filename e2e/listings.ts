// Helpers for the jobs and events journeys: an admin's API session, unique listings, a real PNG.
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An 8x8 PNG, decoded by the server like any upload. */
export const tinyPng = {
  name: "poster.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOosXqLFTEMLQkA0eBowW56v68AAAAASUVORK5CYII=",
    "base64",
  ),
};

/** Logs the seeded admin in on `request` (its own cookie jar) and approves a job or an event. */
export async function approveAsAdmin(request: APIRequestContext, kind: "job" | "event", id: string) {
  const login = await request.post("/api/auth/login", {
    data: { email: "admin@example.com", password: "Admin@12345" },
  });
  expect(login.status()).toBe(200);
  const res =
    kind === "job"
      ? await request.put(`/api/jobs/${id}`, { data: { status: "approved" } })
      : await request.put(`/api/events/admin/${id}/approve`);
  expect(res.status()).toBe(200);
}
