// The route-handler wrapper: parses input with zod, runs the handler, and answers failures in one shape.
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { readJsonBody } from "@/lib/api/body";
import { toErrorResponse } from "@/lib/api/respond";

type RouteContext = { params: Promise<Record<string, string | string[]>> };

type HandlerArgs<B, Q> = {
  request: NextRequest;
  body: B;
  query: Q;
  params: Record<string, string>;
  requestId: string;
};

type Options<BS extends z.ZodType | undefined, QS extends z.ZodType | undefined> = {
  body?: BS;
  query?: QS;
  /** Bytes a JSON body may take; defaults to API_BODY_LIMIT_BYTES. */
  bodyLimit?: number;
};

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export function apiHandler<
  BS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
>(
  options: Options<BS, QS>,
  handler: (args: HandlerArgs<Infer<BS>, Infer<QS>>) => Promise<Response | unknown>,
) {
  return async (request: NextRequest, context: RouteContext): Promise<Response> => {
    const requestId = request.headers.get("x-request-id") ?? crypto.randomUUID();
    try {
      const rawParams = (await context?.params) ?? {};
      const params = Object.fromEntries(
        Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]),
      );
      const query = options.query
        ? options.query.parse(Object.fromEntries(request.nextUrl.searchParams))
        : undefined;
      const body = options.body
        ? options.body.parse(await readJsonBody(request, options.bodyLimit))
        : undefined;
      const result = await handler({
        request,
        body: body as Infer<BS>,
        query: query as Infer<QS>,
        params,
        requestId,
      });
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (error) {
      return toErrorResponse(error, requestId);
    }
  };
}
