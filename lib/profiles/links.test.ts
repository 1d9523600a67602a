// Each link is an address of its own site: GitHub, LinkedIn, X (or twitter.com), and any https page for a portfolio.
import { describe, expect, it } from "vitest";
import { normalizeLink } from "@/lib/profiles/links";
import { emptyProfile } from "@/lib/profiles/dto";
import { profileInput } from "@/lib/profiles/schema";

describe("normalizeLink", () => {
  it("takes a profile on its own site, with or without https:// and www., and stores it as https", () => {
    expect(normalizeLink("github", "github.com/riya")).toBe("https://github.com/riya");
    expect(normalizeLink("github", "http://www.github.com/riya/")).toBe("https://www.github.com/riya/");
    expect(normalizeLink("linkedin", "https://in.linkedin.com/in/riya-s")).toBe(
      "https://in.linkedin.com/in/riya-s",
    );
    expect(normalizeLink("x", "https://twitter.com/riya#top")).toBe("https://twitter.com/riya");
    expect(normalizeLink("x", "x.com/riya")).toBe("https://x.com/riya");
  });

  it("refuses another site, a look-alike host, the bare home page, credentials and other schemes", () => {
    expect(normalizeLink("github", "https://gitlab.com/riya")).toBeNull();
    expect(normalizeLink("github", "https://github.com.evil.io/riya")).toBeNull();
    expect(normalizeLink("github", "https://notgithub.com/riya")).toBeNull();
    expect(normalizeLink("github", "https://github.com/")).toBeNull();
    expect(normalizeLink("linkedin", "https://x.com/riya")).toBeNull();
    expect(normalizeLink("x", "https://user:pw@x.com/riya")).toBeNull();
    expect(normalizeLink("x", "javascript:alert(1)//x.com/a")).toBeNull();
    expect(normalizeLink("github", "ftp://github.com/riya")).toBeNull();
  });

  it("takes any https page as a portfolio, never http or a bare name", () => {
    expect(normalizeLink("portfolio", "https://riya.dev")).toBe("https://riya.dev/");
    expect(normalizeLink("portfolio", "http://riya.dev")).toBeNull();
    expect(normalizeLink("portfolio", "riya.dev")).toBeNull();
    expect(normalizeLink("portfolio", "https://localhost")).toBeNull();
  });
});

describe("profileInput", () => {
  it("answers each bad link on its own field, with its site's example", () => {
    const result = profileInput.safeParse({
      ...emptyProfile,
      githubUrl: "https://gitlab.com/a",
      xUrl: "https://x.com/a",
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual([["githubUrl", "Enter your GitHub address, like https://github.com/yourname"]]);
  });

  it("trims and dedupes skills, and limits them on the list itself", () => {
    const ok = profileInput.parse({ ...emptyProfile, skills: [" Rust ", "rust", "", "Solidity  dev"] });
    expect(ok.skills).toEqual(["Rust", "Solidity dev"]);
    expect(ok.isPublic).toBe(false);
    const many = profileInput.safeParse({
      ...emptyProfile,
      skills: Array.from({ length: 16 }, (_, i) => `s${i}`),
    });
    expect(many.error!.issues.map((i) => i.path.join("."))).toEqual(["skills"]);
  });

  it("takes the whole profile: a field left out is named, not taken as empty", () => {
    const issues = profileInput.safeParse({ ...emptyProfile, githubUrl: undefined }).error!.issues;
    expect(issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["githubUrl", "Send every field of the profile: saving replaces all of it"],
    ]);
    expect(profileInput.safeParse({}).error!.issues).toHaveLength(13);
  });
});
