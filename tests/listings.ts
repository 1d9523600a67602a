// Helpers for the jobs and events API tests: route contexts and valid payloads.
import { NextRequest } from "next/server";
import { uniqueSuffix } from "@/tests/accounts";

export const ctx = (id: string) => ({ params: Promise.resolve({ id }) });

export function jobPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: `Solidity Engineer ${uniqueSuffix()}`,
    company: "Chainwala Labs",
    description: "1. Build audited vaults. 2. Ship gas-efficient contracts. 3. Review pull requests.",
    location: "Bengaluru",
    salary: "₹24 - 32 LPA",
    experience: "3-5 years",
    skills: ["Solidity", "Foundry", "TypeScript"],
    requirements: ["3+ years of smart contracts"],
    benefits: ["Remote Fridays"],
    type: "Job",
    jobType: "Full-time",
    contactEmail: "hiring@chainwala.example",
    contactPhone: "+91 98765 43210",
    websiteLink: "https://chainwala.example",
    applicationDeadline: "2027-01-31",
    ...overrides,
  };
}

export function eventForm(overrides: Record<string, string | Blob> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string | Blob> = {
    title: `Pune Rust Meetup ${uniqueSuffix()}`,
    description: "An evening of Rust talks and pizza.",
    type: "Meetup",
    date: "2027-01-15T18:30:00+05:30",
    location: "Pune",
    participants: "120",
    link: "https://meetup.example/rust",
    contactEmail: "hello@rustpune.example",
    contactPhone: "+91 90000 12345",
    ...overrides,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

/** A multipart request to a route handler, as a browser's FormData would send it. */
export function formRequest(method: string, url: string, form: FormData, cookie?: string): NextRequest {
  const headers: Record<string, string> = { host: "localhost" };
  if (cookie) headers.cookie = cookie;
  return new NextRequest(new Request(`http://localhost${url}`, { method, body: form, headers }));
}
