// Seed content for Builders Hub. Every entry has a stable slug so the seed can upsert.
export type * from "./types";
export { projects } from "./projects";
export { team } from "./team";
export { courses } from "./courses";
export { docs } from "./docs";
export { startups } from "./startups";
export { gigs } from "./gigs";
export { jobs } from "./jobs";
export { events } from "./events";
