// The submitter's RSVP settings and list of who is going for their published event, through the status link's token.
import { RsvpOrganizer } from "@web/components/going/rsvp-organizer";
import { trpc } from "@web/lib/trpc";

export function SubmitterRsvpSettings({ token }: { token: string }) {
  const view = trpc.going.submitterSettings.useQuery({ token }, { retry: false });
  const save = trpc.going.saveSubmitterSettings.useMutation();
  return <RsvpOrganizer view={view.data} save={save} onSave={(settings) => save.mutate({ token, ...settings })} via={{ token }} />;
}
