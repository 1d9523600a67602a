// Admin sessions for the journeys. The seeded admin is shared by parallel tests, and a logout revokes every
// session of an account (one test logs it out), so a journey that acts as an admin for long gets an admin of its
// own: a new member promoted by the seeded admin, in a short call that is retried if a logout cut it.
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { expect, uniqueIp } from "./fixtures";
import { registerViaApi } from "./member/accounts";

/** The title every course an admin journey adds starts with (the visitor's course counts leave these out). */
export const ADMIN_COURSE_PREFIX = "Zero-Knowledge Basics";

/** Runs `call` as the seeded admin on a connection of its own; again if a concurrent logout revoked it (401). */
export async function asSeededAdmin(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  call: (admin: APIRequestContext) => Promise<number>,
) {
  await expect(async () => {
    const admin = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
    });
    try {
      const login = await admin.post("/api/auth/login", {
        data: { email: "admin@example.com", password: "Admin@12345" },
      });
      expect(login.status()).toBe(200);
      expect(await call(admin)).toBe(200);
    } finally {
      await admin.dispose();
    }
  }).toPass();
}

/** Registers a new member on `request` (its cookie jar then holds the session) and makes them an admin. */
export async function registerAdmin(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  request: APIRequestContext,
) {
  await registerViaApi(request);
  const { user } = (await (await request.get("/api/auth/status")).json()) as { user: { id: string } };
  await asSeededAdmin(playwright, baseURL, async (admin) =>
    (await admin.put(`/api/admin/members/${user.id}`, { data: { role: "Admin" } })).status(),
  );
}

/** The seeded admin approves a listing through its own call (until a journey needs the screens). */
export async function approveListing(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  path: string,
) {
  await asSeededAdmin(playwright, baseURL, async (admin) =>
    (await admin.put(path, { data: { action: "approve" } })).status(),
  );
}
