import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { apiLocale } from "@/lib/i18n/api-locale";
import { rateRules } from "@/lib/rate-limit/rules";
import { createSavedSearch } from "@/lib/saved-searches/mutations";
import { listSavedSearches } from "@/lib/saved-searches/queries";
import { savedSearchInput } from "@/lib/saved-searches/schema";

export const GET = apiHandler(
  {
    tag: "Saved searches",
    summary: "Your saved searches, newest first (each with the search in words and its list URL)",
    auth: "member",
    returns: "{ searches }",
  },
  async ({ user, request }) => ({ searches: await listSavedSearches(user, apiLocale(request)) }),
);

export const POST = apiHandler(
  {
    tag: "Saved searches",
    summary:
      "Save a search of a list (its query string as in the list's URL, kept in canonical order); up to 20 (409 beyond)",
    auth: "member",
    rateLimit: rateRules.savedSearchChangesByUser,
    body: savedSearchInput,
    status: 201,
    returns: "{ success, search }",
  },
  async ({ user, body }) => ({ success: true, search: await createSavedSearch(user, body) }),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
