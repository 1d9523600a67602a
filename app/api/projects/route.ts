import { apiHandler } from "@/lib/api/handler";
import { listProjects } from "@/lib/projects/queries";

export const GET = apiHandler({}, async () => ({ projects: await listProjects() }));
