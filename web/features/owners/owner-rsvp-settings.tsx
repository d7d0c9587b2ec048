// An event's RSVP settings and who is going, for its verified owners on /owner: the organizer's view the
// status page and the listing editor draw, through the owners' procedures (the server checks the listing
// is theirs). A chunk of its own, loaded with the "going" texts, and only for an event.
import { RsvpOrganizer } from "@web/components/going/rsvp-organizer";
import { trpc } from "@web/lib/trpc";

export default function OwnerRsvpSettings({ listingId }: { listingId: number }) {
  const view = trpc.going.ownerSettings.useQuery({ listingId }, { retry: false });
  const save = trpc.going.saveOwnerSettings.useMutation();
  return (
    <RsvpOrganizer view={view.data} save={save} onSave={(settings) => save.mutate({ listingId, ...settings })} via={{ listingId, role: "owner" }} />
  );
}
