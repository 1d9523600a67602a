// Any /api/* path without a route of its own answers a JSON 404, never the HTML 404 page.
import { errorResponse } from "@/lib/api/respond";
import { apiLocale } from "@/lib/i18n/api-locale";

const notFound = (request: Request) =>
  errorResponse("not_found", "No such API endpoint.", { locale: apiLocale(request) });

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const HEAD = notFound;
export const OPTIONS = notFound;
