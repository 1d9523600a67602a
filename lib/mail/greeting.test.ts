import { describe, expect, it } from "vitest";
import { firstNameOf, mailGreeting } from "@/lib/mail/greeting";

describe("mail greeting", () => {
  it("greets by first name, as the dashboard does: the first name given, else the first of a full name", () => {
    expect(mailGreeting({ firstName: "Meera" })).toBe("Hi Meera,");
    expect(mailGreeting({ name: "Meera Member" })).toBe("Hi Meera,");
    expect(mailGreeting({ name: "  Riya   Sharma " })).toBe("Hi Riya,");
    expect(mailGreeting({ firstName: " ", name: "Asha Rao" })).toBe("Hi Asha,");
    expect(mailGreeting({ firstName: "Meera", name: "M. Member" })).toBe("Hi Meera,");
  });

  it("skips a title and says Hello without a name", () => {
    expect(firstNameOf("Dr. Asha Rao")).toBe("Asha");
    expect(firstNameOf("Mr Vikram Singh")).toBe("Vikram");
    expect(firstNameOf("Prof")).toBe("Prof");
    expect(mailGreeting({ name: "" })).toBe("Hello,");
    expect(mailGreeting({ firstName: null, name: null })).toBe("Hello,");
    expect(mailGreeting(null)).toBe("Hello,");
  });
});
