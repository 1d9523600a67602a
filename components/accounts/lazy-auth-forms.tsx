// The login and forgot-password forms of /login as the server draws them; their loaders swap in the working
// forms on first use.
import { ForgotPasswordFormLoader, LoginFormLoader } from "@/components/accounts/auth-form-loaders";
import { ForgotPasswordFields } from "@/components/accounts/forgot-password-fields";
import { LoginFields } from "@/components/accounts/login-fields";
import { StaticForm, staticKit } from "@/components/forms/static-form";

export function LazyLoginForm({ returnUrl }: { returnUrl: string | null }) {
  return (
    <LoginFormLoader returnUrl={returnUrl}>
      <StaticForm>
        <LoginFields kit={staticKit("login")} returnUrl={returnUrl} />
      </StaticForm>
    </LoginFormLoader>
  );
}

export function LazyForgotPasswordForm({ returnUrl }: { returnUrl: string | null }) {
  return (
    <ForgotPasswordFormLoader returnUrl={returnUrl}>
      <StaticForm>
        <ForgotPasswordFields kit={staticKit("forgot")} returnUrl={returnUrl} />
      </StaticForm>
    </ForgotPasswordFormLoader>
  );
}
