// Helpers for the gigs and bids tests: a valid gig, posting and approving one.
import { expect } from "vitest";
import { PUT as putGig } from "@/app/api/gigs/[id]/route";
import { POST as postGig } from "@/app/api/gigs/route";
import { apiRequest, routeContext, uniqueSuffix } from "@/tests/accounts";
import { ctx } from "@/tests/listings";

export type GigAnswer = {
  id: string;
  title: string;
  status: string;
  budget: string;
  budgetAmount: number | null;
  postedByTag: string;
  adminApproval: { isApproved: boolean; rejectionReason: string | null };
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function gigPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: `Audit a staking contract ${uniqueSuffix()}`,
    company: "Chai Chain",
    description: "Review a 400-line staking contract and write Foundry tests for it.",
    budget: 40000,
    duration: "3 weeks",
    location: "Remote",
    category: "Smart Contracts",
    tags: "Solidity, Foundry",
    deadline: inDays(30),
    contactEmail: "gigs@chaichain.example",
    ...overrides,
  };
}

export async function postGigAs(cookie: string, overrides: Record<string, unknown> = {}): Promise<GigAnswer> {
  const res = await postGig(
    apiRequest("POST", "/api/gigs", { body: gigPayload(overrides), cookie }),
    routeContext,
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { gig: GigAnswer }).gig;
}

export const decideGig = (cookie: string, id: string, body: Record<string, unknown>) =>
  putGig(apiRequest("PUT", `/api/gigs/${id}`, { body, cookie }), ctx(id));

export async function approvedGigOf(
  ownerCookie: string,
  adminCookie: string,
  overrides: Record<string, unknown> = {},
) {
  const gig = await postGigAs(ownerCookie, overrides);
  expect((await decideGig(adminCookie, gig.id, { action: "approve" })).status).toBe(200);
  return gig;
}
