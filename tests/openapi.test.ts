// The OpenAPI description covers the whole /api contract: every route file, every method it serves, with the
// schemas its handler parses and the words its options give. A new route or method that is not described, or a
// stale list of routes (scripts/api-routes.ts writes it), fails here.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as openapi, POST as openapiPost } from "@/app/api/openapi.json/route";
import { routeModules } from "@/app/api/openapi.json/routes";
import { servedOperations } from "@/lib/openapi/document";
import { routesFile, routesSource } from "@/scripts/api-routes";

const apiDir = path.resolve(import.meta.dirname, "../app/api");

/** The public path of every route file under app/api, `[id]` written `{id}`. */
function routePaths(dir = apiDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routePaths(full);
    if (name !== "route.ts") return [];
    const rel = path.relative(path.resolve(apiDir, ".."), path.dirname(full)).split(path.sep).join("/");
    return [`/${rel}`.replace(/\[(\w+)\]/g, "{$1}")];
  });
}

const modules = { ...routeModules, "/api/openapi.json": { GET: openapi } };
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, { properties: Record<string, unknown> }> };
};
const doc = (async () => (await openapi().json()) as Doc)();

describe("the OpenAPI description", () => {
  it("lists every route file under app/api (the catch-all 404 aside), as scripts/api-routes.ts writes it", () => {
    const files = routePaths().filter((p) => !p.includes("[..."));
    expect(Object.keys(modules).sort()).toEqual(files.sort());
    expect(readFileSync(routesFile, "utf8"), "run: npx tsx scripts/api-routes.ts").toBe(routesSource());
  });

  it("describes every method each route serves: a summary and a tag on its options", () => {
    const served = servedOperations(modules);
    const undescribed = served.filter((o) => !o.contract?.operation?.summary || !o.contract.operation.tag);
    expect(undescribed.map((o) => `${o.method} ${o.path}`)).toEqual([]);
    expect(served.length).toBeGreaterThan(80);
  });

  it("is OpenAPI 3.1 with every served operation under its path", async () => {
    const { openapi: version, paths } = await doc;
    expect(version).toBe("3.1.0");
    const described = Object.entries(paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(described.sort()).toEqual(
      servedOperations(modules)
        .map((o) => `${o.method} ${o.path}`)
        .sort(),
    );
  });

  it("takes each body and query from the schema the handler parses", async () => {
    const { paths } = await doc;
    const postJob = paths["/api/jobs"]!.post as {
      requestBody: {
        content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }>;
      };
      security: unknown[];
    };
    const jobBody = postJob.requestBody.content["application/json"]!.schema;
    expect(jobBody.required).toEqual(expect.arrayContaining(["title", "company", "description", "location"]));
    expect(jobBody.properties.title).toMatchObject({ type: "string", maxLength: 160 });
    expect(postJob.security).toEqual([{ session: [] }]);

    const listJobs = paths["/api/jobs"]!.get as {
      parameters: { name: string; in: string }[];
      security: unknown[];
    };
    expect(listJobs.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(["query:page", "query:limit", "query:search"]),
    );
    expect(listJobs.security).toEqual([]);

    const bid = paths["/api/gigs/{id}/bids"]!.post as {
      parameters: { name: string; in: string }[];
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      responses: Record<string, unknown>;
    };
    expect(bid.parameters).toContainEqual(
      expect.objectContaining({ name: "id", in: "path", required: true }),
    );
    expect(Object.keys(bid.requestBody.content["application/json"]!.schema.properties)).toEqual(
      expect.arrayContaining(["amount", "durationDays", "message"]),
    );
    expect(Object.keys(bid.responses)).toContain("201");

    // A multipart form's file is shown as the field the caller sends, not the bytes the server reads from it.
    const postEvent = paths["/api/events"]!.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    const eventForm = postEvent.requestBody.content["multipart/form-data"]!.schema.properties;
    expect(eventForm).not.toHaveProperty("imageBytes");
    expect(JSON.stringify(eventForm.image)).toContain('"format":"binary"');
    const apply = paths["/api/jobs/{id}/apply"]!.post as typeof postEvent;
    expect(apply.requestBody.content["multipart/form-data"]!.schema.properties.resume).toMatchObject({
      type: "string",
      format: "binary",
    });

    const review = paths["/api/admin/listings"]!.get as { description: string };
    expect(review.description).toMatch(/admin/i);
  });

  it("describes the one error shape", async () => {
    const { components } = await doc;
    expect(Object.keys(components.schemas.Error!.properties)).toEqual(
      expect.arrayContaining(["success", "message", "code", "errors", "requestId"]),
    );
  });

  it("is served as JSON to anyone, and refuses other methods", async () => {
    const res = openapi();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(openapiPost().status).toBe(405);
  });
});
