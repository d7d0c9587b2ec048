// Staff's RSVP settings for a published event, in the listing editor.
import { RsvpSettingsForm } from "@web/components/going/rsvp-settings-form";
import { apiFieldErrors } from "@web/lib/api-errors";
import { trpc } from "@web/lib/trpc";

export function StaffRsvpSettings({ listingId }: { listingId: number }) {
  const current = trpc.going.staffSettings.useQuery({ listingId }, { retry: false });
  const save = trpc.going.saveStaffSettings.useMutation();
  if (!current.data) return null;
  return (
    <RsvpSettingsForm
      initial={current.data.settings}
      saving={save.isPending}
      saved={save.isSuccess}
      serverErrors={save.error ? apiFieldErrors(save.error) : {}}
      onSave={(settings) => save.mutate({ listingId, ...settings })}
    />
  );
}
