// What an admin can do that a member cannot, in words: the promotion's confirmation names it. Each phrase names the
// back-office sections (lib/admin/sections.ts) it stands for, and every section has one (lib/admin/powers.test.ts),
// so a new section cannot be left out of what a promotion hands over.
import type { AdminSection } from "@/lib/admin/sections";

export const adminPowers: { phrase: string; sections: AdminSection[] }[] = [
  { phrase: "approve, reject and delete any listing", sections: ["listings"] },
  { phrase: "change members' roles and suspend them", sections: ["members"] },
  { phrase: "read reported conversations", sections: ["conversations"] },
  { phrase: "grant and take coins and change the coin rewards", sections: ["coins"] },
  { phrase: "handle consultations and set their hours", sections: ["consultations", "schedule"] },
  { phrase: "add and edit courses and documentation", sections: ["courses", "docs"] },
  { phrase: "resend undelivered mail and run failed jobs again", sections: ["overview"] },
  { phrase: "read leads and the audit log", sections: ["leads", "audit"] },
];

/** The confirmation before making someone an admin: who, and what they will be able to do. */
export function promoteConfirmation(name: string): { title: string; description: string } {
  const phrases = adminPowers.map((p) => p.phrase);
  return {
    title: `Make ${name} an admin?`,
    description: `They will be able to ${phrases.slice(0, -1).join("; ")}; and ${phrases.at(-1)}.`,
  };
}
