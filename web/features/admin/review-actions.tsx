// Approve and Reject for one submission. A pending item offers both; an approved one can be rejected
// (unpublished) and a rejected one approved, since the spec does not restrict transitions.
import { Check, X, type LucideIcon } from "lucide-react";
import type { ReviewStatus } from "@shared/schemas/submission-statuses";
import { adminMessages } from "@shared/messages/admin";
import type { AdminSubmission } from "./admin-types";

interface Props {
  submission: Pick<AdminSubmission, "status">;
  busy: boolean;
  onReview: (status: ReviewStatus) => void;
  /** Id of the element naming the submission, read as the buttons' description (in the list). */
  describedBy?: string;
}

const buttonBase =
  "inline-flex min-h-10 items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";

const ACTIONS = [
  { status: "approved", label: adminMessages.approve, icon: Check, colours: "bg-emerald-700 text-white hover:bg-emerald-800" },
  { status: "rejected", label: adminMessages.reject, icon: X, colours: "bg-brand-700 text-white hover:bg-brand-800" },
] as const satisfies readonly { status: ReviewStatus; label: string; icon: LucideIcon; colours: string }[];

export function ReviewActions({ submission, busy, onReview, describedBy }: Props) {
  return ACTIONS.filter((action) => action.status !== submission.status).map(({ status, label, icon: Icon, colours }) => (
    <button
      key={status}
      type="button"
      disabled={busy}
      aria-describedby={describedBy}
      onClick={() => onReview(status)}
      className={`${buttonBase} ${colours}`}
    >
      <Icon aria-hidden className="size-4" />
      {label}
    </button>
  ));
}
