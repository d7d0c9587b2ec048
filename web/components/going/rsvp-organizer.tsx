// The organizer's side of an event: the RSVP settings form and, under it, who is going. The submitter's
// status page, staff's listing editor and /owner each bring their own procedure's answer and save, and say
// whose side it is for the check-in and the message (the server checks who may); this draws them the same way.
import type { OrganizerOccurrence } from "@shared/going/organizer-list";
import type { RsvpSettingsInput } from "@shared/going/going-schema";
import { apiFieldErrors } from "@web/lib/api-errors";
import { OrganizerList } from "./organizer-list";
import type { OrganizerVia } from "./organizer-via";
import { RsvpSettingsForm } from "./rsvp-settings-form";

interface Props {
  /** The procedure's answer; nothing shows until it has come. */
  view: { settings: RsvpSettingsInput | null; list: { zone: string; occurrences: readonly OrganizerOccurrence[] } } | undefined;
  save: { isPending: boolean; isSuccess: boolean; error: unknown };
  onSave: (settings: RsvpSettingsInput) => void;
  via: OrganizerVia;
}

export function RsvpOrganizer({ view, save, onSave, via }: Props) {
  if (!view) return null;
  return (
    <>
      <RsvpSettingsForm
        initial={view.settings}
        saving={save.isPending}
        saved={save.isSuccess}
        serverErrors={save.error ? apiFieldErrors(save.error) : {}}
        onSave={onSave}
      />
      <OrganizerList list={view.list} via={via} />
    </>
  );
}
