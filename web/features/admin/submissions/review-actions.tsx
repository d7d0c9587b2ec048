// Approve and Reject for one submission. A pending item offers both; an approved one can be rejected
// (unpublished) and a rejected one approved, since the spec does not restrict transitions. Reject asks
// for a stock reason and an optional note first (RejectDialog, below).
import { Icon } from "@web/components/ui/icon";
import { adminMessages } from "@shared/admin/admin-texts";
import type { AdminSubmission } from "@web/features/admin/ui/admin-types";
import { Dialog } from "radix-ui";
import { useId, useRef, useState, type ReactNode } from "react";
import { format } from "@shared/i18n/messages";
import { REJECTION_REASON_LABELS } from "@shared/submissions/review-texts";
import { REJECTION_NOTE_MAX, REJECTION_REASONS, type RejectionReason } from "@shared/submissions/rejection-reasons-schema";
import { mayUseArea } from "@shared/people/staff-roles";
import { trpc } from "@web/lib/trpc";
import { AdminDialog } from "@web/features/admin/ui/admin-dialog";

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

// Reject with a reason: the admin picks one of the stock reasons (radio buttons) and may add a note. None
// is chosen beforehand (a preselected reason gets sent unread): confirming without one says so on the
// reasons and focuses them. A Radix dialog: focus trapped, Escape cancels, focus returns to the Reject button.
interface RejectDialogProps {
  title: string;
  /** A paid submission: the dialog says its payment is refunded (an admin's rejection refunds; a moderator's waits for an admin). */
  paid: boolean;
  busy: boolean;
  trigger: ReactNode;
  onReject: (decision: Extract<ReviewDecision, { status: "rejected" }>) => void;
}

function RejectDialog({ title, paid, busy, trigger, onReject }: RejectDialogProps) {
  // The signed-in person, as the admin gate already read them.
  const me = trpc.auth.me.useQuery();
  const refunds = me.data && mayUseArea(me.data.roles, "payments") ? adminMessages.rejectRefunds : adminMessages.rejectRefundsAfterApproval;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [missing, setMissing] = useState(false);
  const reasonsRef = useRef<HTMLFieldSetElement>(null);
  const errorId = useId();
  const [note, setNote] = useState("");
  const noteId = useId();
  return (
    <AdminDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={format(adminMessages.rejectHeading, { title })}
      description={paid ? `${adminMessages.rejectIntro} ${refunds}` : adminMessages.rejectIntro}
      size="sm"
    >
      <form
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (busy) return;
          if (reason === null) {
            setMissing(true);
            reasonsRef.current?.querySelector("input")?.focus();
            return;
          }
          onReject({ status: "rejected", reason, note });
          setOpen(false);
        }}
      >
        <fieldset ref={reasonsRef} aria-describedby={missing ? errorId : undefined} aria-invalid={missing || undefined}>
          <legend className="font-semibold">{adminMessages.reasonLegend}</legend>
          {missing && (
            <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-red-700">
              {adminMessages.reasonRequired}
            </p>
          )}
          <div className="mt-2 space-y-1.5">
            {REJECTION_REASONS.map((value) => (
              <label key={value} className="flex items-start gap-2">
                <input
                  type="radio"
                  name="reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setMissing(false);
                  }}
                  className="mt-1"
                />
                <span>{REJECTION_REASON_LABELS[value]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={noteId} className="font-semibold">
            {adminMessages.noteLabel}
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={REJECTION_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            rows={3}
            className="mt-1 w-full rounded-lg border border-gray-300 p-2"
          />
        </div>
        <div className="flex justify-end gap-2">
          <Dialog.Close className="rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold">{adminMessages.cancel}</Dialog.Close>
          <button
            type="submit"
            disabled={busy}
            className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {adminMessages.confirmReject}
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}

// What an admin decides about a submission: approve, or reject with a stock reason and an optional note.
export type ReviewDecision = { status: "approved" } | { status: "rejected"; reason: RejectionReason; note: string };
