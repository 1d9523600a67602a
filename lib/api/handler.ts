// The route-handler wrapper: refuses cross-site calls, resolves the session, parses input with zod, runs
// the handler, and answers failures in one shape. Each route describes itself on its options (summary, tag),
// which the OpenAPI description (lib/openapi) reads with the schemas.
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { readJsonBody, readQuery } from "@/lib/api/body";
import { cleanInput } from "@/lib/api/clean-input";
import { limitCaller } from "@/lib/api/rate-limit";
import { ApiError } from "@/lib/errors";
import { isCrossSiteRequest } from "@/lib/api/origin";
import { apiLocale } from "@/lib/i18n/api-locale";
import { toErrorResponse } from "@/lib/api/respond";
import type { CurrentUser } from "@/lib/auth/current-user";
import { assertAdmin, assertUser } from "@/lib/auth/guards";
import { getRequestSession, type Session } from "@/lib/auth/session";
import { operationOf, type Description } from "@/lib/api/described-route";
import type { AuthMode, Contract } from "@/lib/openapi/contract";
import type { RuleSpec } from "@/lib/rate-limit/rules";
import { noteRequestUser, requestIdFrom } from "@/lib/request-state.mjs";

/**
 * Every answer names its request id (the caller's X-Request-Id, else a new one), as do the logs. An answer that
 * depends on the session (the route reads it) or sets a cookie is never stored by a browser or a proxy.
 */
function finish(response: Response, requestId: string, private_: boolean): Response {
  try {
    response.headers.set("X-Request-Id", requestId);
    if (private_ || response.headers.has("set-cookie")) response.headers.set("Cache-Control", "no-store");
  } catch {
    // Immutable headers (a fetched Response passed through) keep theirs.
  }
  return response;
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

type UserFor<A> = A extends "member" | "admin"
  ? CurrentUser
  : A extends "optional"
    ? CurrentUser | null
    : null;

type HandlerArgs<B, Q, A> = {
  request: NextRequest;
  body: B;
  query: Q;
  params: Record<string, string>;
  requestId: string;
  user: UserFor<A>;
  /** The resolved session (claims included) when `auth` is set and someone is signed in. */
  session: Session | null;
};

type Options<
  BS extends z.ZodType | undefined,
  QS extends z.ZodType | undefined,
  A extends AuthMode | undefined,
> = {
  body?: BS;
  /** Reads the raw input `body` validates (a multipart form, an optional body); JSON by default. */
  read?: (request: NextRequest) => Promise<unknown>;
  query?: QS;
  /** Bytes a JSON body may take; defaults to API_BODY_LIMIT_BYTES. */
  bodyLimit?: number;
  /** Resolve the session; "member" and "admin" refuse everyone else before the body is read. */
  auth?: A;
  /**
   * The rule (rateRules in lib/rate-limit/rules.ts) that counts calls to this route: per member when `auth` found
   * one signed in, else per client address. Counted once the caller is known, before the body is read; over it,
   * 429 with Retry-After and the rule's words. Every state-changing member route names one, or is exempt with a
   * reason in tests/rate-limits.test.ts.
   */
  rateLimit?: RuleSpec;
} & Description;

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export { describedRoute } from "@/lib/api/described-route";

export function apiHandler<
  BS extends z.ZodType | undefined = undefined,
  QS extends z.ZodType | undefined = undefined,
  A extends AuthMode | undefined = undefined,
>(
  options: Options<BS, QS, A>,
  handler: (args: HandlerArgs<Infer<BS>, Infer<QS>, A>) => Promise<Response | unknown>,
) {
  const contract: Contract = {
    auth: options.auth ?? "none",
    body: options.body,
    query: options.query,
    form: !!options.read,
    operation: operationOf(options),
    ...(options.rateLimit ? { rateLimit: { ...options.rateLimit } } : {}),
  };
  const route = async (request: NextRequest, context: RouteContext): Promise<Response> => {
    const requestId = requestIdFrom(request.headers);
    try {
      if (isCrossSiteRequest(request)) {
        throw new ApiError("forbidden", "Cross-site requests are not allowed.");
      }
      const session = options.auth ? await getRequestSession(request) : null;
      const user = session?.user ?? null;
      if (user) noteRequestUser(user.id);
      if (options.auth === "member") assertUser(user);
      if (options.auth === "admin") assertAdmin(user);
      if (options.rateLimit) await limitCaller(options.rateLimit, request, user?.id);
      const rawParams = (await context?.params) ?? {};
      // Path segments are input too: NUL bytes go, as in bodies and queries.
      const params = cleanInput(
        Object.fromEntries(
          Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]),
        ),
      ) as Record<string, string>;
      const query = options.query ? options.query.parse(readQuery(request.nextUrl.searchParams)) : undefined;
      const raw = options.body
        ? await (options.read ? options.read(request) : readJsonBody(request, options.bodyLimit))
        : undefined;
      const body = options.body ? options.body.parse(raw) : undefined;
      const result = await handler({
        request,
        body: body as Infer<BS>,
        query: query as Infer<QS>,
        params,
        requestId,
        user: user as UserFor<A>,
        session,
      });
      return finish(
        result instanceof Response ? result : NextResponse.json(result, { status: options.status }),
        requestId,
        !!options.auth,
      );
    } catch (error) {
      return finish(toErrorResponse(error, requestId, apiLocale(request)), requestId, !!options.auth);
    }
  };
  return Object.assign(route, { contract });
}
