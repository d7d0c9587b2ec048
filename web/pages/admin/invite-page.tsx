// /admin/invite?token=…: the link of a staff invitation, where the invitee sets a password.
import { useSearchParams } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { PageTitle } from "@web/components/seo/page-head";
import { InviteForm } from "@web/features/admin/people/invite-form";

export default function InvitePage() {
  const [params] = useSearchParams();
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <PageTitle title={`${messages.screens.adminInvite} | ${messages.brand.name}`} />
      <h1 className="text-3xl font-bold tracking-tight">{messages.screens.adminInvite}</h1>
      <InviteForm token={params.get("token") ?? ""} />
    </section>
  );
}
