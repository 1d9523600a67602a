// Two instances on one database (scripts/cluster.sh sets E2E_INSTANCES): what one instance starts, the other
// continues. Skipped when the suite runs against a single server.
import { expect, test } from "@playwright/test";
import { uniqueIp } from "../fixtures";
import { coverPng } from "../listings";
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
});
