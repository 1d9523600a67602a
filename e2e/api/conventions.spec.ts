import { expect, test } from "../fixtures";

test("an unknown /api path answers JSON 404 in the error shape", async ({ request }) => {
  for (const method of ["get", "post", "delete"] as const) {
    const response = await request[method]("/api/nope");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toEqual({
      success: false,
      message: "No such API endpoint.",
      code: "not_found",
    });
  }
});

test("GET /api/projects lists client and in-house projects", async ({ request }) => {
  const response = await request.get("/api/projects");
  expect(response.status()).toBe(200);
  const { projects } = (await response.json()) as { projects: Record<string, unknown>[] };
  expect(projects.length).toBeGreaterThan(0);
  for (const p of projects) {
    expect(["client", "inhouse"]).toContain(p.type);
    expect(Object.keys(p).sort()).toEqual(
      ["category", "description", "id", "image", "status", "techStack", "title", "type", "year"].sort(),
    );
  }
});

test("a method an endpoint does not serve answers JSON 405 with Allow, never an empty body", async ({
  request,
}) => {
  const cases = [
    { method: "get", path: "/api/auth/login", allow: "OPTIONS, POST" },
    { method: "delete", path: "/api/jobs", allow: "GET, HEAD, OPTIONS, POST" },
    { method: "post", path: "/api/projects", allow: "GET, HEAD, OPTIONS" },
    { method: "patch", path: "/api/events/seed-event-anything", allow: "DELETE, GET, HEAD, OPTIONS, PUT" },
  ] as const;
  for (const { method, path, allow } of cases) {
    const response = await request[method](path);
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers()["allow"]).toBe(allow);
    expect(await response.json()).toMatchObject({ success: false, code: "method_not_allowed" });
  }
});
