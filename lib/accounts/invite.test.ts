import { describe, expect, it } from "vitest";
import { inviteLink, inviteMessage, referralCodeFromLink } from "@/lib/accounts/invite";

describe("invite", () => {
  it("links to registration with the referral code in ?ref=", () => {
    const url = new URL(inviteLink("ASHM3K2A1B2C3"));
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("mode")).toBe("register");
    expect(url.searchParams.get("ref")).toBe("ASHM3K2A1B2C3");
  });

  it("puts the link and the code in the invite message", () => {
    const message = inviteMessage("ASHM3K2A1B2C3");
    expect(message).toContain(inviteLink("ASHM3K2A1B2C3"));
    expect(message).toContain("referral code ASHM3K2A1B2C3");
  });

  it("reads a link's code as the field takes it", () => {
    expect(referralCodeFromLink("ashm3k2a1b2c3")).toBe("ASHM3K2A1B2C3");
    expect(referralCodeFromLink(" AS<b>H ")).toBe("ASBH");
    expect(referralCodeFromLink("x".repeat(60))).toHaveLength(40);
    expect(referralCodeFromLink(undefined)).toBe("");
  });
});
