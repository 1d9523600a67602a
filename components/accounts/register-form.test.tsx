// @vitest-environment jsdom
// Registration in Hindi, from the first field to the dashboard: labels, the email code step (Send code, the two
// clocks, a wrong code's tries left, Verify), the password checklist, the country code select, the terms' links,
// "Required" under a missing field, the toast and the landing page; in English as before.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { RegisterForm } from "@/components/accounts/register-form";

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn() }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
const apiFetch = vi.hoisted(() => vi.fn());

vi.mock("next/navigation", () => ({
  useRouter: () => router,
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => "/hi/login",
}));
vi.mock("@/components/accounts/session-provider", () => ({ useSession: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/client/toast", () => ({ toast: toasts }));
vi.mock("@/lib/client/api", async (original) => ({ ...(await original()), apiFetch }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  vi.clearAllMocks();
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const $ = <T extends Element = HTMLInputElement>(selector: string) => container.querySelector<T>(selector)!;
const labelOf = (id: string) => $(`label[for="${id}"]`).textContent;
const button = (name: string) =>
  [...container.querySelectorAll("button")].find((b) => b.textContent?.trim() === name) ?? null;

/** Types into a React-controlled or registered input (the native setter, then an input event). */
async function type(input: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(input, value);
    input.dispatchEvent(
      new Event(input instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
    );
  });
}
const click = (element: HTMLElement | null) => act(async () => element!.click());

async function renderHindi() {
  const messages = await getMessages({ locale: "hi" });
  await act(async () =>
    root.render(
      <NextIntlClientProvider locale="hi" messages={messages}>
        <RegisterForm returnUrl={null} referralCode="" />
      </NextIntlClientProvider>,
    ),
  );
}

describe("the registration form in Hindi", () => {
  it("labels every field and control in Hindi, with the terms' links in Hindi", async () => {
    await renderHindi();
    expect(labelOf("register-firstName")).toContain("पहला नाम");
    expect(labelOf("register-lastName")).toContain("अंतिम नाम");
    expect(labelOf("register-username")).toContain("यूज़रनेम");
    expect(labelOf("register-dateOfBirth")).toContain("जन्म तिथि");
    expect(labelOf("register-email")).toContain("ईमेल");
    expect(labelOf("register-password")).toContain("पासवर्ड");
    expect(labelOf("register-confirmPassword")).toContain("पासवर्ड दोबारा लिखें");
    expect(labelOf("register-mobileNumber")).toContain("मोबाइल नंबर");
    expect(labelOf("register-referralCode")).toContain("रेफ़रल कोड (वैकल्पिक)");
    const country = $<HTMLSelectElement>("select");
    expect(country.getAttribute("aria-label")).toBe("देश का कोड");
    expect(country.selectedOptions[0]!.textContent).toBe("+91 भारत");
    expect($("#register-password-rules").getAttribute("aria-label")).toBe("पासवर्ड की शर्तें");
    expect($("#register-password-rules").textContent).toContain("कम से कम 8 अक्षर (पूरी नहीं हुई)");
    const terms = $(`label[for="register-agreeToTerms"]`);
    expect(terms.textContent).toBe("मैं उपयोग की शर्तों और प्राइवेसी पॉलिसी से सहमत हूँ");
    expect([...terms.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "/hi/terms-of-use",
      "/hi/privacy-policy",
    ]);
    expect(button("कोड भेजें")).not.toBeNull();
    expect($('button[type="submit"]').textContent).toBe("अकाउंट बनाएँ");
    expect(container.textContent).toContain("पहले से अकाउंट है?");
    expect($<HTMLAnchorElement>('a[href^="/hi/login"]').textContent).toBe("साइन इन करें");
    expect(container.textContent).not.toMatch(/[A-Za-z]{4,}/); // no English word left (the +91 codes aside)
  });

  it("says what is missing in Hindi", async () => {
    await renderHindi();
    await act(async () => $<HTMLFormElement>("form").requestSubmit());
    expect(container.textContent).toContain("कृपया सभी फ़ील्ड भरें।");
    expect($("#register-firstName-error").textContent).toBe("ज़रूरी है");
  });

  it("verifies the email with the code and registers, landing on the Hindi dashboard", async () => {
    let verifyCalls = 0;
    apiFetch.mockImplementation(async (path: string) => {
      if (path === "/api/otp/send") {
        return {
          message: "Verification code sent. Check your email.",
          resendAfterSeconds: 60,
          validForSeconds: 600,
        };
      }
      if (path === "/api/otp/verify") {
        return ++verifyCalls === 1
          ? { verified: false, message: "Invalid OTP. Please try again. 4 tries left." }
          : { verified: true, message: "Email verified successfully." };
      }
      if (path === "/api/auth/register") return { user: { firstName: "Asha", role: "Member" } };
      throw new Error(`unexpected ${path}`);
    });
    await renderHindi();
    await type($("#register-firstName"), "Asha");
    await type($("#register-lastName"), "Verma");
    await type($("#register-username"), "asha_builds");
    await type($("#register-dateOfBirth"), "1999-04-12");
    await type($("#register-email"), "asha@example.com");

    await click(button("कोड भेजें"));
    expect(toasts.success).toHaveBeenCalledWith("कोड भेज दिया गया", {
      description: "वेरिफ़िकेशन कोड भेज दिया गया है। अपना ईमेल देखें।",
    });
    expect(button("कोड दोबारा भेजें")!.disabled).toBe(true);
    expect(container.textContent).toContain("आप 1:00 बाद नया कोड माँग सकते हैं।");
    expect(labelOf("register-otp")).toContain("वेरिफ़िकेशन कोड");
    expect($("#register-otp-hint").textContent).toBe(
      "हमने asha@example.com पर 6 अंकों का कोड भेजा है। कोड 10:00 मिनट और मान्य रहेगा।",
    );

    await type($("#register-otp"), "123456");
    await click(button("वेरिफ़ाई करें"));
    expect($("#register-otp-error").textContent).toBe("OTP गलत है। कृपया फिर से कोशिश करें। 4 कोशिशें बाकी हैं।");

    await type($("#register-otp"), "654321");
    await click(button("वेरिफ़ाई करें"));
    expect(toasts.success).toHaveBeenCalledWith("वेरिफ़िकेशन पूरा हुआ", { description: "ईमेल वेरिफ़ाई हो गया।" });
    expect($("#register-email-hint").textContent).toBe("ईमेल वेरिफ़ाई हो गया");

    await type($("#register-password"), "Str0ng!pass");
    expect($("#register-password-rules").textContent).toContain("एक बड़ा अक्षर (A-Z) (पूरी हुई)");
    await type($("#register-confirmPassword"), "Str0ng!pass");
    await type($("#register-mobileNumber"), "9876543210");
    await click($("#register-agreeToTerms"));
    await act(async () => $<HTMLFormElement>("form").requestSubmit());

    expect(apiFetch).toHaveBeenCalledWith("/api/auth/register", expect.anything());
    expect(toasts.success).toHaveBeenCalledWith("रजिस्ट्रेशन हो गया", {
      description: "Builders Hub में आपका स्वागत है, Asha!",
    });
    expect(router.replace).toHaveBeenCalledWith("/hi/dashboard");
  });
});

describe("the registration form in English", () => {
  it("reads as before without a provider", async () => {
    await act(async () => root.render(<RegisterForm returnUrl={null} referralCode="" />));
    expect(labelOf("register-firstName")).toContain("First name");
    expect(labelOf("register-confirmPassword")).toContain("Confirm password");
    expect($<HTMLSelectElement>("select").getAttribute("aria-label")).toBe("Country code");
    expect($<HTMLSelectElement>("select").selectedOptions[0]!.textContent).toBe("+91 India");
    const terms = $(`label[for="register-agreeToTerms"]`);
    expect(terms.textContent).toBe("I agree to the Terms of Service and Privacy Policy");
    expect([...terms.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "/terms-of-use",
      "/privacy-policy",
    ]);
    expect($("#register-password-rules").textContent).toContain("At least 8 characters (not met)");
    expect(button("Send code")).not.toBeNull();
    expect($('button[type="submit"]').textContent).toBe("Create account");
    await act(async () => $<HTMLFormElement>("form").requestSubmit());
    expect(container.textContent).toContain("Please fill in all fields.");
    expect($("#register-firstName-error").textContent).toBe("Required");
  });
});

describe("what was typed before the form's code arrived", () => {
  it("stays in the fields once the server's drawing is hydrated, and Send code mails that address", async () => {
    apiFetch.mockResolvedValue({
      message: "Verification code sent. Check your email.",
      resendAfterSeconds: 60,
    });
    const form = <RegisterForm returnUrl="/jobs" referralCode="FRIEND1" />;
    const { renderToString } = await import("react-dom/server");
    act(() => root.unmount());
    container.innerHTML = renderToString(form);
    // Sent by the browser itself before then (a press on Create account), it posts: the password goes in the
    // request's body, never in the address.
    expect($<HTMLFormElement>("form").method).toBe("post");
    // A visitor on a slow phone types before the code is there: the inputs are the server's.
    const setValue = (id: string, value: string) =>
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call($(id), value);
    setValue("#register-firstName", "Asha");
    setValue("#register-email", "asha@example.com");
    $("#register-agreeToTerms").checked = true;

    const { hydrateRoot } = await import("react-dom/client");
    await act(async () => {
      root = hydrateRoot(container, form);
    });
    expect($("#register-firstName").value).toBe("Asha");
    expect($("#register-email").value).toBe("asha@example.com");
    expect($("#register-referralCode").value).toBe("FRIEND1");
    expect($("#register-agreeToTerms").checked).toBe(true);
    await click(button("Send code"));
    expect(apiFetch).toHaveBeenCalledWith("/api/otp/send", { body: { email: "asha@example.com" } });
  });
});
