// Two instances on one database and one cache store (scripts/cluster.sh sets E2E_INSTANCES): what one instance
// starts, the other continues. Skipped when the suite runs against a single server.
import { expect, test } from "@playwright/test";
import { approveListing } from "../admin";
import { uniqueIp } from "../fixtures";
import { coverPng, unique } from "../listings";
import { registerViaApi } from "../member/accounts";

const instances = (process.env.E2E_INSTANCES ?? "").split(",").filter(Boolean);

test.describe("two instances behind a proxy", () => {
  test.skip(instances.length < 2, "runs under scripts/cluster.sh (E2E_INSTANCES names the instances)");
  test.skip(({ isMobile }) => isMobile, "no page is drawn: the same at every width");

  test("a session, an upload and a rate limit made on one instance hold on the other", async ({
    playwright,
  }) => {
    const [a, b] = instances as [string, string];
    const ip = uniqueIp();
    const onA = await playwright.request.newContext({
      baseURL: a,
      extraHTTPHeaders: { "x-forwarded-for": ip },
    });
    const onB = await playwright.request.newContext({
      baseURL: b,
      extraHTTPHeaders: { "x-forwarded-for": ip },
    });

    // Registered and signed in on A: B knows the session.
    const person = await registerViaApi(onA);
    const cookie = (await onA.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const status = await (await onB.get("/api/auth/status", { headers: { cookie } })).json();
    expect(status).toMatchObject({ isAuthenticated: true, user: { email: person.email } });

    // An image uploaded through A is served by B.
    const upload = await onA.post("/api/events/upload-image", { multipart: { image: await coverPng() } });
    expect(upload.status()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const image = await onB.get(url);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/webp");

    // The contact form takes 5 messages an hour from one address, counted across both instances.
    const message = {
      name: "Asha",
      mail: person.email,
      subject: "Hello",
      message: "Counting across instances",
    };
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await (i % 2 ? onB : onA).post("/api/email/contact", { data: message });
      answers.push(res.status());
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);

    await Promise.all([onA.dispose(), onB.dispose()]);
  });

  test("a gig approved through one instance is on the other's /gigs at once", async ({
    playwright,
    page,
  }) => {
    const [a, b] = instances as [string, string];
    const onA = await playwright.request.newContext({
      baseURL: a,
      extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
    });
    const onB = await playwright.request.newContext({
      baseURL: b,
      extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
    });
    await registerViaApi(onA);
    const title = `Cluster cache gig ${unique()}`;
    const created = await onA.post("/api/gigs", {
      data: {
        title,
        company: "Twopane",
        description: "Read through the other instance.",
        budget: 12000,
        duration: "1 week",
        location: "Remote",
        category: "Development",
        deadline: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        contactEmail: "gigs@twopane.example",
      },
    });
    expect(created.status()).toBe(201);
    const gigId = ((await created.json()) as { gig: { id: string } }).gig.id;

    // B has /gigs cached (a minute's page) before the change: without a shared cache it would keep serving it.
    for (let i = 0; i < 2; i++) {
      const before = await onB.get("/gigs");
      expect(before.status()).toBe(200);
      expect(await before.text()).not.toContain(title);
    }

    await approveListing(playwright, a, `/api/gigs/${gigId}`);

    // One load of B's /gigs, no reload: the approval made on A shows.
    await page.goto(`${b}/gigs`);
    await expect(page.getByRole("link", { name: title })).toBeVisible();

    await Promise.all([onA.dispose(), onB.dispose()]);
  });
});
