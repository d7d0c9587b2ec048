// Whose organizer's side is shown: the submitter's (through the status link), a verified owner's or
// staff's. The check-in and message chunks call that side's procedures (the server checks who may), so
// the pages that show the list carry none of them.
import type { CheckInInput, RsvpMessageInput } from "@shared/going/going-schema";
import { trpc } from "@web/lib/trpc";

export type OrganizerVia = { token: string } | { listingId: number; role: "owner" | "staff" };

/** Checks a code in through the side's procedure; the list is read again after (the row and the totals). */
export function useCheckIn(via: OrganizerVia) {
  const utils = trpc.useUtils();
  const onSuccess = () => utils.going.invalidate();
  const submitter = trpc.going.submitterCheckIn.useMutation({ onSuccess });
  const owner = trpc.going.ownerCheckIn.useMutation({ onSuccess });
  const staff = trpc.going.staffCheckIn.useMutation({ onSuccess });
  return (input: CheckInInput) =>
    "token" in via
      ? submitter.mutateAsync({ token: via.token, ...input })
      : (via.role === "owner" ? owner : staff).mutateAsync({ listingId: via.listingId, ...input });
}

/** Sends the organizer's message through the side's procedure. */
export function useSendMessage(via: OrganizerVia) {
  const submitter = trpc.going.submitterMessage.useMutation();
  const owner = trpc.going.ownerMessage.useMutation();
  const staff = trpc.going.staffMessage.useMutation();
  return (input: RsvpMessageInput) =>
    "token" in via
      ? submitter.mutateAsync({ token: via.token, ...input })
      : (via.role === "owner" ? owner : staff).mutateAsync({ listingId: via.listingId, ...input });
}
