// @vitest-environment jsdom
// The header's account side in Hindi: Dashboard, the coin balance, Log out and the account menu, with links in the
// page's language (the back office's stays English), a guest's Login link, and Log out's toast and landing page;
// in English as before. And the login-required step's way to the login page and back.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { AccountNav } from "@/components/accounts/account-nav";
import { HeaderAccount } from "@/components/accounts/header-account";
import { gateLoginPath } from "@/components/accounts/use-member-gate";

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn(), prefetch: vi.fn() }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));

vi.mock("next/navigation", () => ({
  useRouter: () => router,
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => "/hi/jobs",
}));
vi.mock("@/components/accounts/session-provider", () => ({
  useSession: () => ({ session: null, refresh: vi.fn(async () => null) }),
}));
vi.mock("@/lib/client/toast", () => ({ toast: toasts }));
vi.mock("@/lib/client/api", async (original) => ({ ...(await original()), apiFetch: vi.fn(async () => ({})) }));

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

const links = () =>
  [...container.querySelectorAll("a")].map((a) => [a.textContent?.trim(), a.getAttribute("href")] as const);
const buttons = (name: string) =>
  [...container.querySelectorAll("button")].filter((b) => b.textContent?.trim() === name);

async function inHindi(node: React.ReactNode) {
  const messages = await getMessages({ locale: "hi" });
  await act(async () =>
    root.render(
      <NextIntlClientProvider locale="hi" messages={messages}>
        {node}
      </NextIntlClientProvider>,
    ),
  );
}

describe("the account menu in Hindi", () => {
  it("names Dashboard, the coins and Log out in Hindi, its links under /hi", async () => {
    await inHindi(<AccountNav coins={1500} isAdmin={false} />);
    const menuButton = container.querySelector<HTMLButtonElement>('button[aria-controls="account-menu"]')!;
    expect(menuButton.textContent).toBe("1500 कॉइन, अकाउंट मेन्यू");
    await act(async () => menuButton.click());
    expect(links()).toEqual([
      ["डैशबोर्ड", "/hi/dashboard"],
      ["डैशबोर्ड", "/hi/dashboard"],
    ]);
    expect(buttons("लॉग आउट")).toHaveLength(2);
    expect(container.querySelector('[title="आपके कॉइन"]')!.textContent).toBe("1500कॉइन");
    expect(container.textContent).not.toMatch(/Dashboard|Log out|coins/);
  });

  it("keeps an admin's back-office link English at its own address, named in Hindi", async () => {
    await inHindi(<AccountNav coins={0} isAdmin />);
    expect(links()).toContainEqual(["एडमिन डैशबोर्ड", "/admin/dashboard"]);
    expect(container.querySelector('a[aria-label="एडमिन डैशबोर्ड"]')!.getAttribute("href")).toBe("/admin/dashboard");
  });

  it("logs out with a Hindi toast and lands on the Hindi home page", async () => {
    await inHindi(<AccountNav coins={10} isAdmin={false} />);
    await act(async () => buttons("लॉग आउट")[0]!.click());
    expect(toasts.success).toHaveBeenCalledWith("लॉग आउट हो गया", { description: "फिर मिलेंगे!" });
    expect(router.replace.mock.calls[0]![0]).toBe("/hi");
  });

  it("offers a guest साइन इन, to the Hindi login page", async () => {
    await inHindi(<HeaderAccount />);
    expect(links()).toEqual([["साइन इन", "/hi/login"]]);
  });
});

describe("the account menu in English", () => {
  it("reads as before without a provider", async () => {
    await act(async () => root.render(<AccountNav coins={7} isAdmin />));
    const menuButton = container.querySelector<HTMLButtonElement>('button[aria-controls="account-menu"]')!;
    expect(menuButton.textContent).toBe("7 coins, account menu");
    await act(async () => menuButton.click());
    expect(links()).toEqual([
      ["Admin Dashboard", "/admin/dashboard"],
      ["Dashboard", "/dashboard"],
      ["Admin Dashboard", "/admin/dashboard"],
      ["Dashboard", "/dashboard"],
    ]);
    expect(buttons("Log out")).toHaveLength(2);
    await act(async () => buttons("Log out")[0]!.click());
    expect(toasts.success).toHaveBeenCalledWith("Logged out", { description: "See you soon!" });
    expect(router.replace.mock.calls[0]![0]).toBe("/");
  });
});

describe("the login-required step", () => {
  it("sends a guest to the login page in the page's language, and back to the page in it", () => {
    expect(gateLoginPath("hi", "/job/1")).toBe("/hi/login?returnUrl=%2Fhi%2Fjob%2F1");
    expect(gateLoginPath("hi", "/hi/job/1")).toBe("/hi/login?returnUrl=%2Fhi%2Fjob%2F1");
    expect(gateLoginPath("en", "/consultation")).toBe("/login?returnUrl=%2Fconsultation");
  });
});
