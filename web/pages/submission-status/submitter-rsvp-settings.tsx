// The submitter's RSVP settings for their published event, through the status link's token.
import { RsvpSettingsForm } from "@web/components/going/rsvp-settings-form";
import { apiFieldErrors } from "@web/lib/api-errors";
import { trpc } from "@web/lib/trpc";

export function SubmitterRsvpSettings({ token }: { token: string }) {
  const current = trpc.going.submitterSettings.useQuery({ token }, { retry: false });
  const save = trpc.going.saveSubmitterSettings.useMutation();
  if (!current.data) return null;
  return (
    <RsvpSettingsForm
      initial={current.data.settings}
      saving={save.isPending}
      saved={save.isSuccess}
      serverErrors={save.error ? apiFieldErrors(save.error) : {}}
      onSave={(settings) => save.mutate({ token, ...settings })}
    />
  );
}
