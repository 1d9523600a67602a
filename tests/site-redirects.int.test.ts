// Redirects the app answers lead to the configured site (SITE_URL), never to the address the request reached:
// behind a proxy or on a platform, request.url and Host are the internal ones (http://10.0.0.9:8080/…).
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as openNotification } from "@/app/[locale]/(member)/dashboard/(sections)/notifications/[id]/route";
import { POST as markAllReadForm } from "@/app/[locale]/(member)/dashboard/(sections)/notifications/read/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { createTestUser, sessionCookieFor } from "@/tests/accounts";

const internal = "http://10.0.0.9:8080";
const onSite = (path: string) => new URL(path, env.SITE_URL).toString();

function internalRequest(method: string, path: string, cookie?: string) {
  const headers: Record<string, string> = { host: "10.0.0.9:8080", "x-forwarded-for": "10.0.0.1" };
  if (cookie) headers.cookie = cookie;
  return new NextRequest(`${internal}${path}`, { method, headers });
}

async function memberWithNotification() {
  const user = await createTestUser();
  const cookie = await sessionCookieFor(user);
  const row = await db.notification.create({
    data: { userId: user.id, kind: "coins_credited", title: "Coins", href: "/dashboard/coins" },
    select: { id: true },
  });
  return { user, cookie, id: row.id };
}

describe("redirects are built from SITE_URL, not from the request's address", () => {
  it("the site's own address differs from the internal one in this test", () => {
    expect(new URL(env.SITE_URL).origin).not.toBe(internal);
  });

  it("opening a notification leads to its page on the site, and a guest to the site's login", async () => {
    const { cookie, id } = await memberWithNotification();
    const open = (who?: string) =>
      openNotification(internalRequest("GET", `/dashboard/notifications/${id}`, who), {
        params: Promise.resolve({ id }),
      });
    const mine = await open(cookie);
    expect(mine.status).toBe(303);
    expect(mine.headers.get("location")).toBe(onSite("/dashboard/coins"));
    const guest = await open();
    expect(guest.headers.get("location")).toBe(
      onSite(`/login?returnUrl=${encodeURIComponent(`/dashboard/notifications/${id}`)}`),
    );
    const unknown = await openNotification(internalRequest("GET", "/dashboard/notifications/nope", cookie), {
      params: Promise.resolve({ id: "nope" }),
    });
    expect(unknown.headers.get("location")).toBe(onSite("/dashboard/notifications"));
  });

  it("Mark all read (the form) returns to the list on the site", async () => {
    const { user, cookie } = await memberWithNotification();
    const res = await markAllReadForm(internalRequest("POST", "/dashboard/notifications/read", cookie));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(onSite("/dashboard/notifications"));
    expect(await db.notification.count({ where: { userId: user.id, readAt: null } })).toBe(0);
    const guest = await markAllReadForm(internalRequest("POST", "/dashboard/notifications/read"));
    expect(guest.headers.get("location")).toBe(
      onSite(`/login?returnUrl=${encodeURIComponent("/dashboard/notifications")}`),
    );
  });
});
