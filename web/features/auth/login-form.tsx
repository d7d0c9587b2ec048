// The admin login form: email and password to `auth.login`, then on to /admin. Every refusal of real
// credentials reads the same ("Invalid email or password."); rate-limit refusals say when to retry.
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { adminMessages } from "@shared/messages/admin";
import { pagePaths } from "@shared/rules/paths";
import { FormField, controlClass } from "@web/components/ui/form-field";
import { primaryButton } from "@web/components/ui/button-styles";
import { apiErrorCode, apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";

function failureText(error: unknown): string {
  if (apiErrorCode(error) === "UNAUTHORIZED") return adminMessages.invalidCredentials;
  return apiReason(error) ?? adminMessages.loginFailedText;
}

export function LoginForm() {
  const id = useId();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const login = trpc.auth.login.useMutation({
    onSuccess: (me) => {
      utils.auth.me.setData(undefined, me);
      void navigate(pagePaths.admin);
    },
    onError: (error) => {
      setPassword("");
      notify.error(adminMessages.loginFailedTitle, failureText(error));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!login.isPending) login.mutate({ email, password });
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5">
      <FormField id={`${id}-email`} label={adminMessages.emailLabel} required>
        {(control) => (
          <input
            {...control}
            type="email"
            name="email"
            required
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField id={`${id}-password`} label={adminMessages.passwordLabel} required>
        {(control) => (
          <input
            {...control}
            type="password"
            name="password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={controlClass}
          />
        )}
      </FormField>
      <button type="submit" disabled={login.isPending} className={`${primaryButton} w-full`}>
        {login.isPending ? adminMessages.loggingIn : adminMessages.logIn}
      </button>
    </form>
  );
}
