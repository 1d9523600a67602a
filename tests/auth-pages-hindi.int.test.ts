// The sign-in area's own pages at /hi: /hi/reset-password for a link that does not work, and /hi/unsubscribe (its
// sentence, button and errors in Hindi; its form sends the reader back to the Hindi page). English is tested beside
// the code (lib/accounts/password-reset.int.test.ts, tests/saved-search-alerts.int.test.ts).
import { isValidElement, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setRequestLocale } from "next-intl/server";
import ResetPasswordPage from "@/app/[locale]/(auth)/reset-password/page";
import UnsubscribePage from "@/app/[locale]/(auth)/unsubscribe/page";
import { POST as unsubscribeRoute } from "@/app/api/saved-searches/unsubscribe/route";
import { unsubscribeToken } from "@/lib/saved-searches/unsubscribe-token";
import { siteUrl } from "@/lib/site/config";
import { createTestUser, routeContext } from "@/tests/accounts";
import { saveSearch, uniqueWord } from "@/tests/saved-search-alerts";
import { NextRequest } from "next/server";

// The page waits for a request (connection()), which a test renders without.
vi.mock("next/server", async (original) => ({ ...(await original()), connection: async () => {} }));

afterEach(() => setRequestLocale("en"));

type Drawn = { type: unknown; props: Record<string, unknown> };

/** Every element of a page's tree as returned (components not called). */
const elements = (node: ReactNode): Drawn[] => {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!isValidElement(node)) return [];
  const props = node.props as Record<string, unknown>;
  return [{ type: node.type, props }, ...elements(props.children as ReactNode)];
};
const textOf = (tree: Drawn[]) =>
  tree.flatMap((e) => [e.props.children].flat().filter((c) => typeof c === "string")).join(" ");
const hindi = { params: Promise.resolve({ locale: "hi" }) };

describe("/hi/reset-password", () => {
  it("says in Hindi that the link does not work, with a Hindi way to ask for a new one", async () => {
    const tree = elements(await ResetPasswordPage({ ...hindi, searchParams: Promise.resolve({ token: "nope" }) }));
    expect(textOf(tree)).toContain("नया पासवर्ड चुनें");
    expect(textOf(tree)).toContain("यह रीसेट लिंक अमान्य है या इसकी समय-सीमा खत्म हो गई है।");
    const link = tree.find((e) => e.props.href === "/hi/login?mode=forgot-password");
    expect(link?.props.children).toBe("नया लिंक माँगें");
  });
});

describe("/hi/unsubscribe", () => {
  it("asks in Hindi, and the form brings the reader back to the Hindi page", async () => {
    const user = await createTestUser();
    const name = `Rust ${uniqueWord()}`;
    const search = await saveSearch(user, "/jobs", `q=${uniqueWord()}`, "daily", name);
    const token = unsubscribeToken(search.id);
    const tree = elements(await UnsubscribePage({ ...hindi, searchParams: Promise.resolve({ token }) }));
    const text = textOf(tree);
    expect(text).toContain("अलर्ट बंद करें");
    expect(text).toContain(`आपकी सेव की गई खोज “${name}” के लिए आपको रोज़ का सारांश मिलता है।`);
    expect(text).toContain("इसके ईमेल बंद करें? खोज सेव रहेगी।");
    expect(tree.find((e) => e.props.name === "locale")?.props.value).toBe("hi");

    const posted = await unsubscribeRoute(
      new NextRequest(`http://localhost/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "10.9.8.7" },
        body: "from=page&locale=hi",
      }),
      routeContext,
    );
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(siteUrl(`/hi/unsubscribe?token=${encodeURIComponent(token)}&done=1`));

    const done = textOf(elements(await UnsubscribePage({ ...hindi, searchParams: Promise.resolve({ token }) })));
    expect(done).toContain(`“${name}” के अलर्ट बंद हैं`);
    expect(done).toContain("सेव की गई खोजें संभालें");
  });

  it("says what is wrong with a bad link in Hindi", async () => {
    const tree = elements(await UnsubscribePage({ ...hindi, searchParams: Promise.resolve({ token: "nonsense" }) }));
    expect(textOf(tree)).toContain("यह अनसब्सक्राइब लिंक मान्य नहीं है।");
    expect(tree.some((e) => e.props.href === "/hi/dashboard/saved-searches")).toBe(true);
  });
});
