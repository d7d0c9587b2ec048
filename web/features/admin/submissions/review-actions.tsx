// Approve and Reject for one submission. A pending item offers both; an approved one can be rejected
// (unpublished) and a rejected one approved, since the spec does not restrict transitions. Reject asks
// for a stock reason and an optional note first (reject-dialog.tsx).
import { Icon } from "@web/components/ui/icon";
import { adminMessages } from "@shared/admin/admin-texts";
import type { AdminSubmission } from "@web/features/admin/ui/admin-types";
import { RejectDialog } from "./reject-dialog";
import type { ReviewDecision } from "./review-decision";

interface Props {
  submission: Pick<AdminSubmission, "status" | "title" | "paid">;
  busy: boolean;
  onReview: (decision: ReviewDecision) => void;
  /** Id of the element naming the submission, read as the buttons' description (in the list). */
  describedBy?: string;
}

const buttonBase =
  "inline-flex min-h-10 items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60";

export function ReviewActions({ submission, busy, onReview, describedBy }: Props) {
  return (
    <>
      {submission.status !== "approved" && (
        <button
          type="button"
          disabled={busy}
          aria-describedby={describedBy}
          onClick={() => onReview({ status: "approved" })}
          className={`${buttonBase} bg-emerald-700 text-white hover:bg-emerald-800`}
        >
          <Icon name="check" className="size-4" />
          {adminMessages.approve}
        </button>
      )}
      {submission.status !== "rejected" && (
        <RejectDialog
          title={submission.title}
          paid={submission.paid}
          busy={busy}
          onReject={onReview}
          trigger={
            <button
              type="button"
              disabled={busy}
              aria-describedby={describedBy}
              className={`${buttonBase} bg-brand-700 text-white hover:bg-brand-800`}
            >
              <Icon name="x" className="size-4" />
              {adminMessages.reject}
            </button>
          }
        />
      )}
    </>
  );
}
