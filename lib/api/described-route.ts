// A route's words for the API description (lib/openapi reads them from each route's handlers), and a route that
// does not use apiHandler described the same way. Apart from lib/api/handler.ts, so a route can be described
// without loading the session and database modules (GET /api/ready answers even when the settings are bad).
import type { Contract, Operation, Words } from "@/lib/openapi/contract";

/** The route's words for the API description, and the status a plain returned value is answered with. */
export type Description = Partial<Words> & {
  /** 200 unless said (a Response the handler returns keeps its own). */
  status?: number;
};

export function operationOf({
  tag,
  summary,
  returns,
  produces,
  access,
  status,
}: Description): Operation | undefined {
  if (!tag || !summary) return undefined;
  return { tag, summary, ok: status ?? 200, returns, produces, access };
}

/** A route that does not use apiHandler (it answers without a session or input), described the same way. */
export function describedRoute<H extends (...args: never[]) => unknown>(
  description: Description,
  handler: H,
) {
  const contract: Contract = { auth: "none", form: false, operation: operationOf(description) };
  return Object.assign(handler, { contract });
}
