// The signed-in user as every page and handler sees it: safe fields only, never the password hash.
import type { Prisma } from "@/lib/generated/prisma/client";

export const currentUserSelect = {
  id: true,
  username: true,
  email: true,
  firstName: true,
  lastName: true,
  role: true,
  coins: true,
  referralCode: true,
  bio: true,
  countryCode: true,
  mobileNumber: true,
  createdAt: true,
  sessionVersion: true,
  suspendedAt: true,
} as const satisfies Prisma.UserSelect;

type CurrentUserRow = Prisma.UserGetPayload<{ select: typeof currentUserSelect }>;

/**
 * The user as answers show it: name and fullName are both "First Last"; coin and coins are both the balance;
 * accountCreated is an ISO date-time.
 */
export type CurrentUser = {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  fullName: string;
  role: "Admin" | "Member";
  coin: number;
  coins: number;
  referralCode: string;
  bio: string;
  /** The member's own number as they gave it ("+91 9876543210"), to prefill their forms. */
  mobile: string;
  accountCreated: string;
};

export function toCurrentUser(row: CurrentUserRow): CurrentUser {
  const fullName = `${row.firstName} ${row.lastName}`.trim();
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    name: fullName,
    fullName,
    role: row.role,
    coin: row.coins,
    coins: row.coins,
    referralCode: row.referralCode,
    bio: row.bio,
    mobile: `${row.countryCode} ${row.mobileNumber}`.trim(),
    accountCreated: row.createdAt.toISOString(),
  };
}
