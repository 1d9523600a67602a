import { describe, expect, it } from "vitest";
import { loginNotice } from "@/lib/auth/login-notice";

describe("loginNotice", () => {
  it("tells a guest on their way to an event why they must log in", () => {
    expect(loginNotice("/event/seed-event-1")).toEqual({
      id: "login-required-event",
      title: "Login Required",
      description: "Please log in to view event details.",
    });
  });

  it("tells a guest on their way to the listing form (a list's Post link) why they must log in", () => {
    expect(loginNotice("/submit-listing?type=gig")?.title).toBe("Authentication Required");
  });

  it("says nothing for other pages, or without a returnUrl", () => {
    expect(loginNotice("/dashboard")).toBeNull();
    expect(loginNotice("/events")).toBeNull();
    expect(loginNotice(null)).toBeNull();
    expect(loginNotice(undefined)).toBeNull();
  });
});
