// Builds every /api/* answer that fails: { success: false, message, code, errors? }.
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { ApiError, errorStatus, type ErrorCode, type FieldErrors } from "@/lib/errors";
import { isDatabaseUnavailable } from "@/lib/db-errors";
import { logError } from "@/lib/log";

export type ErrorBody = {
  success: false;
  message: string;
  code: ErrorCode;
  errors?: FieldErrors;
  requestId?: string;
};

export function errorResponse(
  code: ErrorCode,
  message: string,
  init: { errors?: FieldErrors; headers?: Record<string, string>; requestId?: string } = {},
): NextResponse<ErrorBody> {
  const body: ErrorBody = { success: false, message, code };
  if (init.errors && Object.keys(init.errors).length) body.errors = init.errors;
  if (init.requestId) body.requestId = init.requestId;
  return NextResponse.json(body, { status: errorStatus[code], headers: init.headers });
}

/** The first message for each field of a zod error; the form shows the same texts. */
export function fieldErrors(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    out[key] ??= issue.message;
  }
  return out;
}

type PrismaLikeError = { code?: unknown; name?: unknown };

function prismaCode(error: unknown): string | undefined {
  const e = error as PrismaLikeError | null;
  return e && typeof e === "object" && typeof e.code === "string" && /^P\d{4}$/.test(e.code)
    ? e.code
    : undefined;
}

/** Turns anything thrown by a handler into the error shape; unexpected errors are logged, never shown. */
export function toErrorResponse(error: unknown, requestId: string): NextResponse<ErrorBody> {
  if (error instanceof ApiError) {
    return errorResponse(error.code, error.message, { errors: error.errors, headers: error.headers });
  }
  if (error instanceof ZodError) {
    const errors = fieldErrors(error);
    return errorResponse("validation_failed", Object.values(errors)[0] ?? "Invalid input.", { errors });
  }
  const code = prismaCode(error);
  if (code === "P2025") return errorResponse("not_found", "Not found");
  if (code === "P2002") return errorResponse("conflict", "That already exists.");
  if (isDatabaseUnavailable(error)) {
    logError(requestId, error, { kind: "database_unavailable" });
    return errorResponse("unavailable", "The service is briefly unavailable. Please try again in a moment.", {
      requestId,
      headers: { "Retry-After": "5" },
    });
  }
  logError(requestId, error);
  return errorResponse("internal_error", "Something went wrong on our side. Please try again.", {
    requestId,
    headers: { "X-Request-Id": requestId },
  });
}
