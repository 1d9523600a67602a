// GET /api/auth/status → { isAuthenticated, user }.
import { apiHandler } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/method-not-allowed";

export const GET = apiHandler(
  { tag: "Accounts", summary: "Who is signed in, if anyone", auth: "optional" },
  // Private (it reads the session), so apiHandler answers it with Cache-Control: no-store.
  async ({ user }) => ({ isAuthenticated: user !== null, user }),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
