// Builds every /api/* answer that fails: { success: false, message, code, errors? }.
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { localizeError, localizeFieldErrors } from "@/lib/api/error-locale";
import { ApiError, errorStatus, type ErrorCode, type FieldErrors } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { isDatabaseUnavailable } from "@/lib/db-errors";
import { logError } from "@/lib/log";

export type ErrorBody = {
  success: false;
  message: string;
  code: ErrorCode;
  errors?: FieldErrors;
  requestId?: string;
};

type ErrorInit = {
  errors?: FieldErrors;
  headers?: Record<string, string>;
  requestId?: string;
  /** The answer's language (apiLocale(request)): the message and field messages are written in it. English by default. */
  locale?: Locale;
};

export function errorResponse(code: ErrorCode, message: string, init: ErrorInit = {}): NextResponse<ErrorBody> {
  const locale = init.locale ?? "en";
  const body: ErrorBody = { success: false, message: localizeError(message, locale), code };
  const errors = localizeFieldErrors(init.errors, locale);
  if (errors && Object.keys(errors).length) body.errors = errors;
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
export function toErrorResponse(error: unknown, requestId: string, locale?: Locale): NextResponse<ErrorBody> {
  if (error instanceof ApiError) {
    return errorResponse(error.code, error.message, { errors: error.errors, headers: error.headers, locale });
  }
  if (error instanceof ZodError) {
    const errors = fieldErrors(error);
    return errorResponse("validation_failed", Object.values(errors)[0] ?? "Invalid input.", { errors, locale });
  }
  const code = prismaCode(error);
  if (code === "P2025") return errorResponse("not_found", "Not found", { locale });
  if (code === "P2002") return errorResponse("conflict", "That already exists.", { locale });
  if (isDatabaseUnavailable(error)) {
    logError(requestId, error, { kind: "database_unavailable" });
    return errorResponse("unavailable", "The service is briefly unavailable. Please try again in a moment.", {
      requestId,
      locale,
      headers: { "Retry-After": "5" },
    });
  }
  logError(requestId, error);
  return errorResponse("internal_error", "Something went wrong on our side. Please try again.", {
    requestId,
    locale,
    headers: { "X-Request-Id": requestId },
  });
}
