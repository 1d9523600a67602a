// The /api contract as an OpenAPI 3.1 document, built from the route modules themselves: each handler's own
// zod schemas (turned into JSON Schema by zod), who may call it, and the words it gives on its options.
import { z } from "zod";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { errorStatus } from "@/lib/errors";
import { plural } from "@/lib/format/plural";
import { tags, type AuthMode, type Contract, type Operation } from "@/lib/openapi/contract";

export const httpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof httpMethods)[number];
type RouteModule = Record<string, unknown>;
type JsonSchema = Record<string, unknown>;

export type ServedOperation = { method: Method; path: string; contract?: Contract };

/** The methods each route module serves: its exported handlers, less the 405 refusals. */
export function servedOperations(modules: Record<string, RouteModule>): ServedOperation[] {
  return Object.entries(modules).flatMap(([path, module]) =>
    httpMethods.flatMap((method) => {
      const handler = module[method] as (() => unknown) & { notAllowed?: true; contract?: Contract };
      if (typeof handler !== "function" || handler.notAllowed) return [];
      return [{ method, path, contract: handler.contract }];
    }),
  );
}

/** JSON Schema of what a caller sends (the schema's input side); checks zod cannot express stay unnamed. */
export function inputSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  delete json.$schema;
  return json;
}

const errorBody = z.object({
  success: z.literal(false),
  message: z.string().describe("What went wrong, in words a person can read"),
  code: z.enum(Object.keys(errorStatus) as [keyof typeof errorStatus, ...(keyof typeof errorStatus)[]]),
  errors: z.record(z.string(), z.string()).optional().describe("A message per invalid field"),
  requestId: z.string().optional().describe("Quote it when reporting a 500 or 503"),
});

const access: Record<AuthMode | "none", string> = {
  none: "Anyone.",
  optional: "Anyone; a signed-in member may see more.",
  member: "A signed-in member (401 otherwise).",
  admin: "An admin (401 for guests, 403 for members).",
};

function security(auth: AuthMode | "none") {
  if (auth === "member" || auth === "admin") return [{ session: [] }];
  if (auth === "optional") return [{}, { session: [] }];
  return [];
}

function parameters(path: string, contract?: Contract) {
  const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  if (!contract?.query) return inPath;
  const query = inputSchema(contract.query) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...inQuery];
}

type ObjectSchema = { properties?: Record<string, JsonSchema>; required?: string[] };

/**
 * A multipart form's files: the value the server read from a file (marked `x-file-field` by
 * lib/validation/file.ts) is shown as the form field the caller sends, a file (or, beside it, what the field
 * already took, such as an upload's URL).
 */
function showFiles(schema: ObjectSchema): JsonSchema {
  const properties = { ...schema.properties };
  let required = schema.required ?? [];
  for (const [name, property] of Object.entries(properties)) {
    const field = property["x-file-field"];
    if (typeof field !== "string") continue;
    delete properties[name];
    required = required.filter((r) => r !== name);
    const file = { type: "string", format: "binary", description: property.description };
    properties[field] = properties[field] && field !== name ? { anyOf: [properties[field], file] } : file;
  }
  return { ...schema, properties, required };
}

function requestBody(contract?: Contract) {
  if (!contract?.body) return undefined;
  const schema = showFiles(inputSchema(contract.body) as ObjectSchema);
  return {
    required: true,
    content: contract.form
      ? { "multipart/form-data": { schema }, "application/json": { schema } }
      : { "application/json": { schema } },
  };
}

/** "an hour", "a day", "15 minutes": a rate limit's window in words. */
function windowWords(seconds: number): string {
  const named: Record<number, string> = { 60: "a minute", 3600: "an hour", 86400: "a day" };
  if (named[seconds]) return named[seconds];
  return seconds % 3600 === 0 ? plural(seconds / 3600, "hour") : plural(Math.ceil(seconds / 60), "minute");
}

/** The 429 answer of a rate-limited operation, with the limit in words. */
function tooManyCalls(auth: AuthMode | "none", { limit, windowSeconds }: NonNullable<Contract["rateLimit"]>) {
  const per =
    auth === "member" || auth === "admin"
      ? "per member"
      : auth === "optional"
        ? "per member (per address for guests)"
        : "per address";
  return {
    description: `Too many calls: at most ${plural(limit, "call")} in ${windowWords(windowSeconds)} ${per}. Retry-After says when to try again.`,
    headers: {
      "Retry-After": { description: "Seconds until the limit's window ends", schema: { type: "integer" } },
    },
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  };
}

function describe(served: ServedOperation, operation: Operation) {
  const auth = served.contract?.auth ?? "none";
  const ok = operation.ok;
  const body = requestBody(served.contract);
  return {
    operationId: `${served.method.toLowerCase()}${served.path
      .replace(/^\/api/, "")
      .replace(/[{}]/g, "")
      .replace(/[^A-Za-z0-9]+(\w)/g, (_, c: string) => c.toUpperCase())}`,
    tags: [operation.tag],
    summary: operation.summary,
    description: operation.access ?? access[auth],
    security: security(auth),
    parameters: parameters(served.path, served.contract),
    ...(body ? { requestBody: body } : {}),
    responses: {
      [ok]: {
        description: operation.returns ?? "Success",
        content: { [operation.produces ?? "application/json"]: {} },
      },
      ...(served.contract?.rateLimit ? { "429": tooManyCalls(auth, served.contract.rateLimit) } : {}),
      "4XX": { $ref: "#/components/responses/Error" },
      "5XX": { $ref: "#/components/responses/Error" },
    },
  };
}

export function buildOpenApiDocument(modules: Record<string, RouteModule>, serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const served of servedOperations(modules)) {
    const operation = served.contract?.operation;
    if (!operation) continue;
    (paths[served.path] ??= {})[served.method.toLowerCase()] = describe(served, operation);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Builders Hub API",
      version: "1.0.0",
      description:
        "The calls behind the site. JSON in and out unless said; every failure has one shape (Error). Calls that change something must come from the site itself (same origin).",
    },
    servers: [{ url: serverUrl }],
    tags: [...tags],
    paths,
    components: {
      schemas: { Error: inputSchema(errorBody) },
      responses: {
        Error: {
          description: "The request failed: `code` names why (the status follows from it).",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: "The session cookie POST /api/auth/login sets.",
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
