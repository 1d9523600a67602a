// Answers that depend on the session or set a cookie are never stored; public lists may be.
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as referrals } from "@/app/api/auth/referrals/route";
import { PUT as updateProfile } from "@/app/api/auth/update-profile/route";
import { GET as coins } from "@/app/api/coins/route";
import { GET as myJobs } from "@/app/api/jobs/user/my-jobs/route";
import { GET as jobs } from "@/app/api/jobs/route";
import { apiRequest, createTestUser, routeContext, sessionCookieFor, TEST_PASSWORD } from "@/tests/accounts";

describe("Cache-Control", () => {
  it("is no-store on the login answer, which sets the session cookie", async () => {
    const user = await createTestUser();
    const ok = await login(
      apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: TEST_PASSWORD } }),
      routeContext,
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get("set-cookie")).toBeTruthy();
    expect(ok.headers.get("cache-control")).toBe("no-store");
    const wrong = await login(
      apiRequest("POST", "/api/auth/login", { body: { email: user.email, password: "Wrong@Pass1" } }),
      routeContext,
    );
    expect(wrong.status).toBe(401);
  });

  it("is no-store on every answer that reads the session, for members and guests alike", async () => {
    const user = await createTestUser();
    const cookie = await sessionCookieFor(user);
    const answers = await Promise.all([
      referrals(apiRequest("GET", "/api/auth/referrals", { cookie }), routeContext),
      coins(apiRequest("GET", "/api/coins", { cookie }), routeContext),
      myJobs(apiRequest("GET", "/api/jobs/user/my-jobs", { cookie }), routeContext),
      updateProfile(
        apiRequest("PUT", "/api/auth/update-profile", {
          cookie,
          body: { firstName: "A", lastName: "B", bio: "" },
        }),
        routeContext,
      ),
      coins(apiRequest("GET", "/api/coins"), routeContext),
    ]);
    // Logging out ends the session the others read, so it goes last.
    answers.push(await logout(apiRequest("POST", "/api/auth/logout", { cookie }), routeContext));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 401, 200]);
    for (const res of answers) expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("is left alone on public answers that do not read the session", async () => {
    const res = await jobs(apiRequest("GET", "/api/jobs?limit=1"), routeContext);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).not.toBe("no-store");
  });
});
