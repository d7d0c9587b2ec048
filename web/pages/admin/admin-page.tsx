// /admin (spec section 2, "Admin Dashboard"): the gate, then the moderation dashboard. /admin/{section}
// (shared/admin/admin-paths.ts): /admin/account is the gate, then one's passkeys, its code loaded when
// opened; /admin/invite (a staff invitation's link) needs no login: the invitee sets a password there.
// An unknown section is not found.
import { lazy, Suspense } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { adminMessages } from "@shared/admin/admin-texts";
import { passkeyMessages } from "@shared/people/passkeys-texts";
import { isAdminSection } from "@shared/admin/admin-paths";
import { NotFoundScreen } from "@web/components/layout/not-found-screen";
import { PageTitle } from "@web/components/seo/page-head";
import { AdminGate } from "@web/features/admin/ui/admin-gate";
import { LogoutButton } from "@web/features/admin/ui/logout-button";
import { ModerationDashboard } from "@web/features/admin/submissions/moderation-dashboard";
import { InviteForm } from "@web/features/admin/people/invite-form";

const AccountView = lazy(() => import("@web/features/account/account-view"));

export default function AdminPage() {
  const { section } = useParams();
  if (section !== undefined && !isAdminSection(section)) return <NotFoundScreen />;
  if (section === "invite") return <InvitePage />;
  if (section === "account") {
    return (
      <>
        <PageTitle title={`${passkeyMessages.accountHeading} | ${messages.brand.name}`} />
        <AdminGate>
          {(me) => (
            <Suspense
              fallback={
                <p role="status" className="mx-auto max-w-4xl px-4 py-10 text-gray-700">
                  {adminMessages.loading}
                </p>
              }
            >
              <AccountView email={me.user.email} actions={<LogoutButton />} />
            </Suspense>
          )}
        </AdminGate>
      </>
    );
  }
  return (
    <>
      <PageTitle title={`${messages.screens.admin} | ${messages.brand.name}`} />
      <AdminGate>{(me) => <ModerationDashboard me={me} />}</AdminGate>
    </>
  );
}

// /admin/invite?token=…: the link of a staff invitation, where the invitee sets a password.
function InvitePage() {
  const [params] = useSearchParams();
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <PageTitle title={`${messages.screens.adminInvite} | ${messages.brand.name}`} />
      <h1 className="text-3xl font-bold tracking-tight">{messages.screens.adminInvite}</h1>
      <InviteForm token={params.get("token") ?? ""} />
    </section>
  );
}
