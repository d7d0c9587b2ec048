// /login: the admin login (beyond the spec, which did not show how users log in): the password form,
// and "Sign in with a passkey" — its code loaded beside the page's, so the passkey code never rides
// along with the route table every public page loads.
import { lazy, Suspense, useId, useState, type FormEvent } from "react";
import { messages } from "@shared/i18n/messages";
import { adminMessages } from "@shared/admin/admin-texts";
import { PageTitle } from "@web/components/seo/page-head";
import { passkeyMessages } from "@shared/people/passkeys-texts";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router-dom";
import { ROUTE_PATTERNS } from "@shared/routing/routes";
import { pagePaths } from "@shared/routing/paths";
import { TextInputField } from "@web/components/ui/form-field";
import { primaryButton } from "@web/components/ui/button-styles";
import { apiErrorCode, apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { withChallenge } from "@web/lib/with-challenge";

const PasskeySignIn = lazy(() => import("@web/features/auth/passkey-sign-in"));

export default function LoginPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <PageTitle title={`${messages.screens.login} | ${messages.brand.name}`} />
      <h1 className="text-3xl font-bold tracking-tight">{messages.screens.login}</h1>
      <p className="mt-2 mb-8 text-gray-700">{adminMessages.loginIntro}</p>
      <LoginForm />
      <p className="my-6 flex items-center gap-3 text-sm text-gray-700 before:h-px before:flex-1 before:bg-gray-300 after:h-px after:flex-1 after:bg-gray-300">
        {passkeyMessages.orDivider}
      </p>
      <Suspense fallback={null}>
        <PasskeySignIn />
      </Suspense>
      <p className="mt-10 text-gray-700">
        {adminMessages.loginOwners}{" "}
        <Link to={ROUTE_PATTERNS.owner} className="font-semibold text-brand-700 underline">
          {adminMessages.loginOwnersLink}
        </Link>
        .
      </p>
    </section>
  );
}

// The admin login form: email and password to `auth.login`, then on to /admin. Every refusal of real
// credentials reads the same ("Invalid email or password."); rate-limit refusals say when to retry.
// After repeated failures from a network the server asks for the bot challenge: the verification step
// opens, and the same login is sent again with its proof (withChallenge).
function failureText(error: unknown): string {
  if (apiErrorCode(error) === "UNAUTHORIZED") return adminMessages.invalidCredentials;
  return apiReason(error) ?? adminMessages.loginFailedText;
}

function LoginForm() {
  const id = useId();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const login = useMutation({
    mutationFn: (input: { email: string; password: string }) => withChallenge(utils.client, ({ client }) => client.auth.login.mutate(input)),
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
      <TextInputField
        id={`${id}-email`}
        label={adminMessages.emailLabel}
        required
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
      />
      <TextInputField
        id={`${id}-password`}
        label={adminMessages.passwordLabel}
        required
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      {/* aria-disabled, not disabled, while sending: the button keeps keyboard focus, so the verification
          step (when the server asks for it) can hand focus back to it. A press while sending does nothing. */}
      <button type="submit" aria-disabled={login.isPending} className={`${primaryButton} w-full aria-disabled:cursor-wait aria-disabled:opacity-60`}>
        {login.isPending ? adminMessages.loggingIn : adminMessages.logIn}
      </button>
    </form>
  );
}
