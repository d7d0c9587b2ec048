// /login: the admin login (beyond the spec, which did not show how users log in).
import { messages } from "@shared/messages";
import { adminMessages } from "@shared/messages/admin";
import { PageTitle } from "@web/components/seo/page-head";
import { LoginForm } from "@web/features/auth/login-form";

export default function LoginPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <PageTitle title={`${messages.screens.login} | ${messages.brand.name}`} />
      <h1 className="text-3xl font-bold tracking-tight">{messages.screens.login}</h1>
      <p className="mt-2 mb-8 text-gray-700">{adminMessages.loginIntro}</p>
      <LoginForm />
    </section>
  );
}
