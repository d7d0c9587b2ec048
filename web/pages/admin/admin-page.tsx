// /admin (spec section 2, "Admin Dashboard"): the gate, then the moderation dashboard. /admin/invite
// (a staff invitation's link) shares this screen and its texts: the invitee sets a password there.
import { useLocation } from "react-router-dom";
import { messages } from "@shared/messages";
import { pathWithoutLocale } from "@shared/rules/locales";
import { pagePaths } from "@shared/rules/paths";
import { PageTitle } from "@web/components/seo/page-head";
import { AdminGate } from "@web/features/admin/admin-gate";
import { ModerationDashboard } from "@web/features/admin/moderation-dashboard";
import InvitePage from "./invite-page";

export default function AdminPage() {
  const { pathname } = useLocation();
  if (pathWithoutLocale(pathname) === pagePaths.adminInvite) return <InvitePage />;
  return (
    <>
      <PageTitle title={`${messages.screens.admin} | ${messages.brand.name}`} />
      <AdminGate>{(me) => <ModerationDashboard me={me} />}</AdminGate>
    </>
  );
}
