import { apiHandler } from "@/lib/api/handler";
import { listProjects } from "@/lib/projects/queries";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler(
  { tag: "Content", summary: "The in-house and client projects shown on /solutions" },
  // The contract's fields: the slug (which the Hindi page uses to find its words) stays on the server.
  async () => ({
    projects: (await listProjects()).map(
      ({ id, type, title, description, category, status, techStack, image, year }) => ({
        id,
        type,
        title,
        description,
        category,
        status,
        techStack,
        image,
        year,
      }),
    ),
  }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
