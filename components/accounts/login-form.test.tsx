// @vitest-environment jsdom
// The login form in Hindi: its labels and button from the auth catalog, and the shared schema's message under a
// field in Hindi (the errors catalog); in English as before.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { LoginForm } from "@/components/accounts/login-form";
import { inPageLanguage } from "@/components/accounts/use-after-sign-in";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => "/login",
}));
vi.mock("@/components/accounts/session-provider", () => ({ useSession: () => ({ refresh: vi.fn() }) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const submit = () => act(async () => container.querySelector("form")!.requestSubmit());

describe("the login form", () => {
  it("reads Hindi on a Hindi page, the schema's messages too", async () => {
    const messages = await getMessages({ locale: "hi" });
    await act(async () =>
      root.render(
        <NextIntlClientProvider locale="hi" messages={messages}>
          <LoginForm returnUrl={null} />
        </NextIntlClientProvider>,
      ),
    );
    expect(container.querySelector('label[for="login-email"]')!.textContent).toContain("ईमेल");
    expect(container.querySelector('button[type="submit"]')!.textContent).toBe("साइन इन करें");
    expect(container.textContent).toContain("पासवर्ड भूल गए?");
    await submit();
    expect(container.textContent).toContain("कृपया ईमेल और पासवर्ड दोनों डालें।");
    expect(container.textContent).not.toContain("Please enter both email and password.");
  });

  it("reads English without a provider (as before)", async () => {
    await act(async () => root.render(<LoginForm returnUrl={null} />));
    expect(container.querySelector('button[type="submit"]')!.textContent).toBe("Log in");
    await submit();
    expect(container.textContent).toContain("Please enter both email and password.");
  });
});

describe("after sign-in", () => {
  it("lands in the page's language, keeping a returnUrl that names one and the English back office", () => {
    expect(inPageLanguage("hi", "/dashboard")).toBe("/hi/dashboard");
    expect(inPageLanguage("hi", "/hi/jobs/1")).toBe("/hi/jobs/1");
    expect(inPageLanguage("hi", "/admin/dashboard")).toBe("/admin/dashboard");
    expect(inPageLanguage("en", "/dashboard")).toBe("/dashboard");
  });
});
