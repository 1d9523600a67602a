// Next answers a method that a route file does not export with a bare, empty 405. Each route file
// exports the methods it does not serve from here, so that answer has the one error shape too.
import { errorResponse } from "@/lib/api/respond";
import { apiLocale } from "@/lib/i18n/api-locale";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];
/** Marked, so the OpenAPI description (lib/openapi) leaves the methods a route does not serve out. */
type Refusal = ((request?: Request) => Response) & { notAllowed: true };

/** Handlers for every method but `allowed`: JSON 405 with an `Allow` header naming the served ones. */
export function otherMethods<const A extends Method>(...allowed: A[]): Record<Exclude<Method, A>, Refusal> {
  const served: string[] = [...allowed, "OPTIONS"];
  if (served.includes("GET")) served.push("HEAD");
  const allow = served.sort().join(", ");
  const refuse: Refusal = Object.assign(
    (request?: Request) =>
      errorResponse("method_not_allowed", `This endpoint does not accept that method. Allowed: ${allow}.`, {
        headers: { Allow: allow },
        locale: request ? apiLocale(request) : undefined,
      }),
    { notAllowed: true as const },
  );
  const handlers = Object.fromEntries(
    METHODS.filter((method) => !(allowed as readonly Method[]).includes(method)).map((m) => [m, refuse]),
  );
  return handlers as Record<Exclude<Method, A>, Refusal>;
}
