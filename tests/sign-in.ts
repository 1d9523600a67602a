// Signing in and asking who is signed in, through the real routes (account and password tests).
import { POST as login } from "@/app/api/auth/login/route";
import { GET as status } from "@/app/api/auth/status/route";
import { apiRequest, routeContext } from "@/tests/accounts";

/** A second password that passes the rules, for change and reset tests. */
export const NEW_PASSWORD = "Fresh#Pass2027";

/** POST /api/auth/login with an email and a password. */
export const logIn = (email: string, password: string) =>
  login(apiRequest("POST", "/api/auth/login", { body: { email, password } }), routeContext);

/** Whether GET /api/auth/status knows the holder of `cookie`. */
export const isSignedIn = async (cookie: string) =>
  (
    (await (await status(apiRequest("GET", "/api/auth/status", { cookie }), routeContext)).json()) as {
      isAuthenticated: boolean;
    }
  ).isAuthenticated;
