// The one-click unsubscribe address of a digest's List-Unsubscribe header, no login needed.
// POST /api/saved-searches/unsubscribe?token=… turns off the alerts of the saved search the signed token names: the
// RFC 8058 one-click (answered 200), and the confirmation form of the /unsubscribe page (from=page: sent back to
// the page, 303). A bad token changes nothing. GET, a person opening the address in a browser, changes nothing
// either (mail scanners open links): it is sent to the /unsubscribe page of the same token.
import { z } from "zod";
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { unsubscribeByToken } from "@/lib/saved-searches/unsubscribe";
import { unsubscribePage } from "@/lib/saved-searches/unsubscribe-token";

export const dynamic = "force-dynamic";

const tokenQuery = z.object({ token: z.string().max(200).optional() });

const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location } });

/**
 * When the POST came from the /unsubscribe page's form (a browser to send back, to the page in its language), that
 * language; null for a mail client's.
 */
async function fromPage(request: Request): Promise<string | null> {
  if (!request.headers.get("content-type")?.includes("application/x-www-form-urlencoded")) return null;
  const form = await request.formData().catch(() => null);
  if (form?.get("from") !== "page") return null;
  const locale = form.get("locale");
  return isLocale(locale) ? locale : defaultLocale;
}

export const GET = apiHandler(
  {
    tag: "Saved searches",
    summary:
      "The one-click address opened in a browser: sent to the /unsubscribe page of the token (nothing changes)",
    access: "Anyone holding the token from the alert mail (no login)",
    query: tokenQuery,
    status: 303,
    returns: "A redirect to /unsubscribe?token=…",
  },
  async ({ query }) => seeOther(unsubscribePage(query.token ?? "")),
);

export const POST = apiHandler(
  {
    tag: "Saved searches",
    summary: "One-click unsubscribe (RFC 8058): turn off the alerts of the saved search a signed token names",
    access: "Anyone holding the token from the alert mail (no login); a bad or tampered token is 400",
    query: tokenQuery,
    returns: "{ success, message }",
  },
  async ({ request, query }) => {
    const page = await fromPage(request);
    const token = query.token ?? "";
    try {
      const search = await unsubscribeByToken(query.token);
      if (page) return seeOther(unsubscribePage(token, true, page));
      return { success: true, message: `Alerts for “${search.name}” are off` };
    } catch (error) {
      // The page shows what is wrong with the link itself.
      if (page) return seeOther(unsubscribePage(token, false, page));
      throw error;
    }
  },
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
