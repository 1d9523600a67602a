// Reads request bodies with a size limit enforced before parsing: every reader of a body or a query is here.
import { cleanInput, cleanText } from "@/lib/api/clean-input";
import { ApiError } from "@/lib/errors";
import { env } from "@/lib/env";

const tooLarge = () => new ApiError("payload_too_large", "The request body is too large.");
const jsonType = /^application\/(.+\+)?json\b/i;
const formType = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;
const contentType = (request: Request) => request.headers.get("content-type") ?? "";
const notJson = () => new ApiError("unsupported_media_type", "Send the request body as application/json.");

/** Whether the body says it is JSON (application/json or a +json type). */
export const isJsonBody = (request: Request) => jsonType.test(contentType(request));

function asObject(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new ApiError("bad_request", "Send a JSON object.");
  }
  return body as Record<string, unknown>;
}

/** Reads at most `limit` bytes: refuses by Content-Length first, then while streaming. */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** A JSON body: 415 for another content type, 413 over the limit, 400 when it does not parse. */
export async function readJsonBody(request: Request, limit = env.API_BODY_LIMIT_BYTES): Promise<unknown> {
  if (!jsonType.test(contentType(request))) throw notJson();
  const bytes = await readBodyBytes(request, limit);
  if (bytes.byteLength === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    throw new ApiError("bad_request", "The request body is not valid JSON.");
  }
  return cleanInput(parsed);
}

/** A query string as plain fields, without NULs (the last value of a repeated name wins). */
export function readQuery(params: URLSearchParams): Record<string, string> {
  return cleanInput(Object.fromEntries(params)) as Record<string, string>;
}

/** A multipart body, refused (413) by Content-Length or while streaming once it passes `limit` bytes. */
export async function readFormData(request: Request, limit: number): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type) && !/^application\/x-www-form-urlencoded\b/i.test(type)) {
    throw new ApiError("unsupported_media_type", "Send the request body as multipart/form-data.");
  }
  const bytes = await readBodyBytes(request, limit);
  let form: FormData;
  try {
    form = await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
      headers: { "content-type": type },
    }).formData();
  } catch {
    throw new ApiError("bad_request", "The form data could not be read.");
  }
  // Text fields cleaned like every JSON body (cleanText); files as they came.
  const clean = new FormData();
  for (const [name, value] of form.entries()) {
    const key = cleanText(name);
    if (typeof value === "string") clean.append(key, cleanText(value));
    else clean.append(key, value);
  }
  return clean;
}

/**
 * A body of fields, sent as a JSON object or as a form, each within its limit: a form's text fields as they
 * are, each of its files (not empty) given to `onFile`, whose answer becomes the field's value (undefined
 * leaves the file out).
 */
export async function readFieldsAndFiles(
  request: Request,
  limits: { form: number; json?: number },
  onFile: (name: string, file: File) => unknown,
): Promise<Record<string, unknown>> {
  if (isJsonBody(request)) return asObject(await readJsonBody(request, limits.json));
  const form = await readFormData(request, limits.form);
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") fields[key] = value;
    else if (value.size > 0) {
      const read = await onFile(key, value);
      if (read !== undefined) fields[key] = read;
    }
  }
  return fields;
}

/**
 * A body that may be absent: none (or an empty one, whatever its type) reads as {}; JSON and form
 * bodies are read as usual (a form's files left out); any other non-empty body is 415.
 */
export async function readOptionalBody(
  request: Request,
  limit = 16 * 1024,
): Promise<Record<string, unknown>> {
  const type = contentType(request);
  if (jsonType.test(type) || formType.test(type)) {
    return readFieldsAndFiles(request, { form: limit, json: limit }, () => undefined);
  }
  const bytes = await readBodyBytes(request, limit);
  if (bytes.byteLength > 0) throw notJson();
  return {};
}
