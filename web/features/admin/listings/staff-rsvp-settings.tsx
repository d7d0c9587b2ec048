// Staff's RSVP settings and list of who is going for a published event, in the listing editor.
import { RsvpSettingsForm } from "@web/components/going/rsvp-settings-form";
import { OrganizerList } from "@web/components/going/organizer-list";
import { apiFieldErrors } from "@web/lib/api-errors";
import { trpc } from "@web/lib/trpc";

export function StaffRsvpSettings({ listingId }: { listingId: number }) {
  const current = trpc.going.staffSettings.useQuery({ listingId }, { retry: false });
  const save = trpc.going.saveStaffSettings.useMutation();
  const list = trpc.going.staffList.useQuery({ listingId }, { retry: false });
  if (!current.data) return null;
  return (
    <>
      <RsvpSettingsForm
        initial={current.data.settings}
        saving={save.isPending}
        saved={save.isSuccess}
        serverErrors={save.error ? apiFieldErrors(save.error) : {}}
        onSave={(settings) => save.mutate({ listingId, ...settings })}
      />
      {list.data && <OrganizerList list={list.data} />}
    </>
  );
}
