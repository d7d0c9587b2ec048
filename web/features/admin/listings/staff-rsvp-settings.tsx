// Staff's RSVP settings and list of who is going for a published event, in the listing editor.
import { RsvpOrganizer } from "@web/components/going/rsvp-organizer";
import { trpc } from "@web/lib/trpc";

export function StaffRsvpSettings({ listingId }: { listingId: number }) {
  const view = trpc.going.staffSettings.useQuery({ listingId }, { retry: false });
  const save = trpc.going.saveStaffSettings.useMutation();
  // A check-in shows on its row and in the totals once the list is read again.
  const checkIn = trpc.going.staffCheckIn.useMutation({ onSuccess: () => view.refetch() });
  return (
    <RsvpOrganizer
      view={view.data}
      save={save}
      onSave={(settings) => save.mutate({ listingId, ...settings })}
      checkIn={(input) => checkIn.mutateAsync({ listingId, ...input })}
    />
  );
}
