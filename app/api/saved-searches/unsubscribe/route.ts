// POST /api/saved-searches/unsubscribe?token=… turns off the alerts of the saved search the signed token names, no
// login needed: the RFC 8058 one-click address of a digest's List-Unsubscribe header (answered 200), and the
// confirmation form of the /unsubscribe page (from=page: sent back to the page, 303). A bad token changes nothing.
import { z } from "zod";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { unsubscribeByToken } from "@/lib/saved-searches/unsubscribe";

export const dynamic = "force-dynamic";

/** Whether the POST came from the /unsubscribe page's form (a browser to send back), not a mail client. */
async function fromPage(request: Request): Promise<boolean> {
  if (!request.headers.get("content-type")?.includes("application/x-www-form-urlencoded")) return false;
  const form = await request.formData().catch(() => null);
  return form?.get("from") === "page";
}

export const POST = apiHandler(
  {
    tag: "Saved searches",
    summary: "One-click unsubscribe (RFC 8058): turn off the alerts of the saved search a signed token names",
    access: "Anyone holding the token from the alert mail (no login); a bad or tampered token is 400",
    query: z.object({ token: z.string().max(200).optional() }),
    returns: "{ success, message }",
  },
  async ({ request, query }) => {
    const page = await fromPage(request);
    const back = `/unsubscribe?token=${encodeURIComponent(query.token ?? "")}`;
    try {
      const search = await unsubscribeByToken(query.token);
      if (page) return new Response(null, { status: 303, headers: { Location: `${back}&done=1` } });
      return { success: true, message: `Alerts for “${search.name}” are off` };
    } catch (error) {
      // The page shows what is wrong with the link itself.
      if (page) return new Response(null, { status: 303, headers: { Location: back } });
      throw error;
    }
  },
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
