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
