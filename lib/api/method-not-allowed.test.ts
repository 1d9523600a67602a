import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { otherMethods } from "@/lib/api/method-not-allowed";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

describe("otherMethods", () => {
  it("answers every other method with a JSON 405 in the error shape and an Allow header", async () => {
    const refusals = otherMethods("GET", "PUT");
    expect(Object.keys(refusals).sort()).toEqual(["DELETE", "PATCH", "POST"]);
    const res = refusals.POST();
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS, PUT");
    expect(await res.json()).toEqual({
      success: false,
      code: "method_not_allowed",
      message: "This endpoint does not accept that method. Allowed: GET, HEAD, OPTIONS, PUT.",
    });
  });

  it("names no HEAD when the route has no GET", () => {
    expect(otherMethods("POST").GET().headers.get("allow")).toBe("OPTIONS, POST");
  });
});

// Next answers a method that a route file does not export with an empty 405; every route must cover all five.
const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });

describe("every /api route file", () => {
  const files = routeFiles(path.resolve(import.meta.dirname, "../../app/api"));

  it("is found", () => expect(files.length).toBeGreaterThan(20));

  it.each(files.map((file) => [path.relative(process.cwd(), file), file]))(
    "%s exports a handler or a refusal for GET, POST, PUT, PATCH and DELETE",
    (_name, file) => {
      const source = readFileSync(file, "utf8");
      const exported = new Set<string>();
      for (const m of source.matchAll(
        /export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g,
      )) {
        exported.add(m[1]!);
      }
      const refused = /export const \{([^}]*)\} = otherMethods\(([^)]*)\)/.exec(source);
      for (const name of refused?.[1]?.split(",") ?? []) exported.add(name.trim());
      expect([...exported].sort()).toEqual([...METHODS].sort());
    },
  );
});
