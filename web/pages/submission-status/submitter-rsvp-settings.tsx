// The submitter's RSVP settings and list of who is going for their published event, through the status link's token.
import { RsvpSettingsForm } from "@web/components/going/rsvp-settings-form";
import { OrganizerList } from "@web/components/going/organizer-list";
import { apiFieldErrors } from "@web/lib/api-errors";
import { trpc } from "@web/lib/trpc";

export function SubmitterRsvpSettings({ token }: { token: string }) {
  const current = trpc.going.submitterSettings.useQuery({ token }, { retry: false });
  const save = trpc.going.saveSubmitterSettings.useMutation();
  const list = trpc.going.submitterList.useQuery({ token }, { retry: false });
  if (!current.data) return null;
  return (
    <>
      <RsvpSettingsForm
        initial={current.data.settings}
        saving={save.isPending}
        saved={save.isSuccess}
        serverErrors={save.error ? apiFieldErrors(save.error) : {}}
        onSave={(settings) => save.mutate({ token, ...settings })}
      />
      {list.data && <OrganizerList list={list.data} />}
    </>
  );
}
