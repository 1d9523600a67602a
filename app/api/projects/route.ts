import { apiHandler } from "@/lib/api/handler";
import { listProjects } from "@/lib/projects/queries";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler(
  { tag: "Content", summary: "The in-house and client projects shown on /solutions" },
  async () => ({ projects: await listProjects() }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
