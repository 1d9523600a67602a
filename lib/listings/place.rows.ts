// Job locations as Indian listings write them, and the work mode and city the filters read from each (a job's
// city is the one it names, else Remote when it is worked remotely, else none). Read by
// lib/listings/work-mode.test.ts and by tests/facets-backfill.int.test.ts (the migration's SQL must agree).
import type { WorkMode } from "@/lib/listings/work-mode";

export const placeRows: [location: string, mode: WorkMode, city: string | null][] = [
  // Remote, however it is said.
  ["Remote", "Remote", "Remote"],
  ["Remote (India)", "Remote", "Remote"],
  ["WFH", "Remote", "Remote"],
  ["Work from home", "Remote", "Remote"],
  ["WFH (anywhere in India)", "Remote", "Remote"],
  ["Working from home", "Remote", "Remote"],
  ["Anywhere in India", "Remote", "Remote"],
  ["Fully remote, India time zone", "Remote", "Remote"],
  ["Remote-first (Pan India)", "Remote", "Remote"],
  ["Home-based", "Remote", "Remote"],
  ["Bangalore / Remote", "Remote", "Bengaluru"],
  ["Remote / Hybrid", "Remote", "Remote"],
  ["Remote or on-site in Hyderabad", "Remote", "Hyderabad"],
  // Hybrid.
  ["Hybrid - Bengaluru", "Hybrid", "Bengaluru"],
  ["Bengaluru (Hybrid)", "Hybrid", "Bengaluru"],
  ["Pune (Hybrid)", "Hybrid", "Pune"],
  ["Hybrid (2 days remote), Gurugram", "Hybrid", "Delhi NCR"],
  ["Mumbai (Hybrid)", "Hybrid", "Mumbai"],
  // On-site: said so, said "no remote", or no mode named.
  ["Onsite", "On-site", null],
  ["On-site, Chennai", "On-site", "Chennai"],
  ["In-office, Pune", "On-site", "Pune"],
  ["Work from office, Bengaluru Urban", "On-site", "Bengaluru"],
  ["Pune (no remote)", "On-site", "Pune"],
  ["Pune", "On-site", "Pune"],
  ["Goa", "On-site", "Goa"],
  ["Nagpur", "On-site", null],
  // Cities by their every name; the first one named counts.
  ["Bengaluru Urban", "On-site", "Bengaluru"],
  ["Koramangala, Bangalore", "On-site", "Bengaluru"],
  ["Gurgaon", "On-site", "Delhi NCR"],
  ["Awfis, Cyber City, Gurugram", "On-site", "Delhi NCR"],
  ["Sector 62, Noida", "On-site", "Delhi NCR"],
  ["New Delhi", "On-site", "Delhi NCR"],
  ["Delhi NCR", "On-site", "Delhi NCR"],
  ["Navi Mumbai", "On-site", "Mumbai"],
  ["Bombay", "On-site", "Mumbai"],
  ["HITEC City, Hyderabad", "On-site", "Hyderabad"],
  ["Madras", "On-site", "Chennai"],
  ["Kochi (Infopark)", "On-site", "Kochi"],
  ["Pune or Bengaluru", "On-site", "Pune"],
];
