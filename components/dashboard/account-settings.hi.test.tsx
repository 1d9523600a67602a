// @vitest-environment jsdom
// Account Settings in Hindi (/hi/dashboard/settings): every card's headings, labels, hints and buttons from the hi
// catalog (settings namespace), dates in Hindi, links kept under /hi; the member's own words shown as written. In
// English (no provider) the same cards say exactly what they said before.
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CalendarCard } from "@/components/dashboard/calendar-card";
import { DangerZone } from "@/components/dashboard/danger-zone";
import { ProfileCard } from "@/components/dashboard/profile-card";
import { SecurityCard } from "@/components/dashboard/security-card";
import { ProfileSettingsCard } from "@/components/profiles/profile-settings-card";
import { ResumeCard } from "@/components/profiles/resume-card";
import type { CurrentUser } from "@/lib/auth/current-user";
import { formatDay } from "@/lib/format/date";
import { emptyProfile, type ProfileSettingsDto } from "@/lib/profiles/dto";

vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => "/dashboard/settings",
}));

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

const user: CurrentUser = {
  id: "cm0user00000000000000001",
  username: "riya_builds",
  email: "riya@example.com",
  firstName: "Riya",
  lastName: "Sharma",
  name: "Riya",
  fullName: "Riya Sharma",
  role: "Member",
  coin: 40,
  coins: 40,
  referralCode: "RIYA40",
  bio: "Solidity developer in Pune",
  mobile: "",
  accountCreated: "2026-01-15T06:30:00.000Z",
};

const builder: ProfileSettingsDto = {
  ...emptyProfile,
  isPublic: true,
  skills: ["Solidity", "Rust"],
  username: "riya_builds",
  path: "/u/riya_builds",
  resume: { name: "riya-cv.pdf", updatedAt: "2026-11-20T06:30:00.000Z" },
  updatedAt: "2026-11-20T06:30:00.000Z",
};

const links = {
  feedUrl: "https://buildershub.example/api/calendar/abc.ics",
  webcalUrl: "webcal://buildershub.example/api/calendar/abc.ics",
  googleUrl: "https://calendar.google.com/calendar/r?cid=x",
};

function Cards() {
  return (
    <>
      <ProfileCard user={user} />
      <ProfileSettingsCard profile={builder} />
      <ResumeCard resume={builder.resume} />
      <CalendarCard links={links} />
      <SecurityCard />
      <DangerZone />
    </>
  );
}

async function renderIn(locale: "hi" | null, element: ReactNode = <Cards />) {
  const messages = locale ? await getMessages({ locale }) : null;
  act(() =>
    root.render(
      messages ? (
        <NextIntlClientProvider locale="hi" messages={messages}>
          {element}
        </NextIntlClientProvider>
      ) : (
        element
      ),
    ),
  );
  return container.textContent!;
}

const labels = () => [...container.querySelectorAll("label")].map((l) => l.textContent!.trim());

describe("Account Settings in Hindi", () => {
  it("says every card's headings, labels, hints and buttons in Hindi", async () => {
    const text = await renderIn("hi");
    for (const heading of ["प्रोफ़ाइल", "बिल्डर प्रोफ़ाइल", "रिज़्यूमे", "आपका कैलेंडर", "सुरक्षा", "डेंजर ज़ोन"]) {
      expect([...container.querySelectorAll("h2")].map((h) => h.textContent)).toContain(heading);
    }
    expect(text).toContain("प्रोफ़ाइल बदलें");
    expect(text).toContain("मेंबर कब से");
    expect(text).toContain("यूज़रनेम");
    expect(text).toContain(formatDay(user.accountCreated, "", "hi"));
    expect(text).toContain("मेरी प्रोफ़ाइल पब्लिश करें");
    expect(text).toContain("आपकी प्रोफ़ाइल क्या दिखाए");
    expect(text).toContain("मेरे जीते हुए गिग");
    expect(text).toContain("लीडरबोर्ड पर दिखें");
    expect(text).toContain("हर स्किल के बाद Enter दबाएँ या कॉमा लिखें, अधिकतम 15 (हर एक 32 अक्षर तक)।");
    expect(text).toContain("प्रोफ़ाइल सेव करें");
    expect(text).toContain("riya-cv.pdf");
    expect(text).toContain("रिज़्यूमे बदलें");
    expect(text).toContain("कैलेंडर फ़ीड का पता");
    expect(text).toContain("Google Calendar में जोड़ें");
    expect(text).toContain("लिंक रीसेट करें");
    expect(text).toContain("पासवर्ड बदलें");
    expect(text).toContain("अकाउंट हटाएँ");
    expect(labels().some((l) => l.startsWith("हेडलाइन"))).toBe(true);
    expect(labels()).toEqual(
      expect.arrayContaining([
        "मौजूदा पासवर्ड",
        "नया पासवर्ड",
        "नया पासवर्ड दोबारा लिखें",
        "पुष्टि के लिए DELETE टाइप करें",
      ]),
    );
    // The member's own words as written; the skills' remove buttons and the profile link in Hindi.
    expect(text).toContain("Solidity developer in Pune");
    expect(container.querySelector('[aria-label="Solidity हटाएँ"]')).not.toBeNull();
    expect(container.querySelector('a[href="/hi/u/riya_builds"]')!.textContent).toBe("प्रोफ़ाइल देखें");
    // The saved résumé's Open link: "खोलें" seen, the rest for screen readers.
    const open = container.querySelector('a[href="/api/profile/resume"]')!;
    expect(open.textContent).toBe("मेरा सेव किया गया रिज़्यूमे खोलें (नए टैब में खुलता है)");
    for (const english of [
      "Edit Profile",
      "Builder profile",
      "Publish my profile",
      "Danger zone",
      "Change password",
      "Your calendar",
      "Member since",
    ]) {
      expect(text).not.toContain(english);
    }
  });

  it("opens the profile's edit form in Hindi", async () => {
    await renderIn("hi", <ProfileCard user={user} />);
    const edit = [...container.querySelectorAll("button")].find((b) =>
      b.textContent?.includes("प्रोफ़ाइल बदलें"),
    )!;
    act(() => edit.click());
    const text = container.textContent!;
    expect(labels()).toEqual(expect.arrayContaining(["पहला नाम", "अंतिम नाम", "बायो"]));
    expect(text).toContain("आपका यूज़रनेम (riya_builds) और ईमेल (riya@example.com) बदले नहीं जा सकते।");
    expect(text).toContain("बदलाव सेव करें");
    expect(text).toContain("रद्द करें");
  });
});

describe("Account Settings in English", () => {
  it("keeps its English words", async () => {
    const text = await renderIn(null);
    for (const heading of [
      "Profile",
      "Builder profile",
      "Résumé",
      "Your calendar",
      "Security",
      "Danger zone",
    ]) {
      expect([...container.querySelectorAll("h2")].map((h) => h.textContent)).toContain(heading);
    }
    expect(text).toContain("Edit Profile");
    expect(text).toContain("A page that shows who you are and what you have built, at /u/riya_builds.");
    expect(text).toContain("Press Enter or type a comma after each, up to 15 (32 characters each).");
    expect(text).toContain("What the site knows about you appears only if you turn it on.");
    expect(text).toContain("· saved ");
    expect(container.querySelector('a[href="/api/profile/resume"]')!.textContent).toBe(
      "Open my saved résumé (opens in a new tab)",
    );
    expect(container.querySelector('a[href="/u/riya_builds"]')!.textContent).toBe("View profile");
    expect(labels()).toEqual(
      expect.arrayContaining([
        "Current password",
        "New password",
        "Confirm new password",
        "Type DELETE to confirm",
      ]),
    );
    expect(text).toContain("Deleting your account removes your profile, coins and applications for good.");
  });
});
