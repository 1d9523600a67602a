// An /api error answer in the caller's language: X-Locale: hi (what the site's own fetches send from a Hindi page)
// gets the Hindi message and field messages; without it, the English answer is unchanged.
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { apiRequest, routeContext } from "@/tests/accounts";

describe("/api errors in Hindi", () => {
  it("answers a validation error in Hindi for X-Locale: hi, in English otherwise", async () => {
    const body = { email: "", password: "" };
    const hi = await login(
      apiRequest("POST", "/api/auth/login", { body, headers: { "X-Locale": "hi" } }),
      routeContext,
    );
    expect(hi.status).toBe(400);
    expect(await hi.json()).toEqual({
      success: false,
      code: "validation_failed",
      message: "कृपया ईमेल और पासवर्ड दोनों डालें।",
      errors: { email: "कृपया ईमेल और पासवर्ड दोनों डालें।", password: "कृपया ईमेल और पासवर्ड दोनों डालें।" },
    });
    const en = await login(apiRequest("POST", "/api/auth/login", { body }), routeContext);
    expect((await en.json()).message).toBe("Please enter both email and password.");
  });

  it("follows the saved language (NEXT_LOCALE cookie) when the header is absent", async () => {
    const response = await register(
      apiRequest("POST", "/api/auth/register", { body: {}, cookie: "NEXT_LOCALE=hi" }),
      routeContext,
    );
    const answer = await response.json();
    expect(answer.message).toBe("कृपया सभी फ़ील्ड भरें।");
    expect(answer.errors.agreeToTerms).toBe("कृपया नियम और शर्तें स्वीकार करें।");
  });

  it("answers an unknown method in Hindi", async () => {
    const { GET } = await import("@/app/api/auth/login/route");
    const answer = await GET(apiRequest("GET", "/api/auth/login", { headers: { "X-Locale": "hi" } })).json();
    expect(answer.message).toBe("यह endpoint यह method स्वीकार नहीं करता। अनुमति है: OPTIONS, POST।");
  });
});
