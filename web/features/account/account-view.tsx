// A staff member's own account (/admin/account): who is signed in, and their passkeys.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { format } from "@shared/i18n/messages";
import { passkeyMessages } from "@shared/people/passkeys-texts";
import { pagePaths } from "@shared/routing/paths";
import { PasskeysSection } from "./passkeys-section";

/** `actions`: the page's session controls (log out), laid out beside the heading. */
export default function AccountView({ email, actions }: { email: string; actions: ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{passkeyMessages.accountHeading}</h1>
          <p className="mt-2 text-gray-700">{format(passkeyMessages.signedInAs, { email })}</p>
          <Link to={pagePaths.admin} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
            {passkeyMessages.backToDashboard}
          </Link>
        </div>
        {actions}
      </div>
      <PasskeysSection />
    </section>
  );
}
