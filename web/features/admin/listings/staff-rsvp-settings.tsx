// Staff's RSVP settings and list of who is going for a published event, in the listing editor.
import { RsvpOrganizer } from "@web/components/going/rsvp-organizer";
import { trpc } from "@web/lib/trpc";

export function StaffRsvpSettings({ listingId }: { listingId: number }) {
  const view = trpc.going.staffSettings.useQuery({ listingId }, { retry: false });
  const save = trpc.going.saveStaffSettings.useMutation();
  return (
    <RsvpOrganizer view={view.data} save={save} onSave={(settings) => save.mutate({ listingId, ...settings })} via={{ listingId, role: "staff" }} />
  );
}
