// /login: the admin login (beyond the spec, which did not show how users log in): the password form,
// and "Sign in with a passkey" — its code loaded beside the page's, so the passkey code never rides
// along with the route table every public page loads.
import { lazy, Suspense } from "react";
import { messages } from "@shared/i18n/messages";
import { adminMessages } from "@shared/admin/admin-texts";
import { PageTitle } from "@web/components/seo/page-head";
import { passkeyMessages } from "@shared/people/passkeys-texts";
import { LoginForm } from "@web/features/auth/login-form";

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
    </section>
  );
}
