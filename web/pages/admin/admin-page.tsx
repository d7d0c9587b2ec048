// /admin (spec section 2, "Admin Dashboard"): the gate, then the moderation dashboard.
import { messages } from "@shared/messages";
import { PageTitle } from "@web/components/seo/page-head";
import { AdminGate } from "@web/features/admin/admin-gate";
import { ModerationDashboard } from "@web/features/admin/moderation-dashboard";

export default function AdminPage() {
  return (
    <>
      <PageTitle title={`${messages.screens.admin} | ${messages.brand.name}`} />
      <AdminGate>{(me) => <ModerationDashboard me={me} />}</AdminGate>
    </>
  );
}
