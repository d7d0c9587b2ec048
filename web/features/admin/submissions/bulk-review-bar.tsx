// Bulk review: how many entries are chosen, "Approve selected", and a stock reason with "Reject selected".
// Shown while at least one entry is chosen; the server checks the admin role and reviews each one as a
// single review would (listing, audit row, notice after the undo window).
import { useId, useState } from "react";
import { format } from "@shared/i18n/messages";
import { adminMessages } from "@shared/admin/admin-texts";
import { REJECTION_REASON_LABELS } from "@shared/submissions/review-texts";
import { REJECTION_REASONS, type RejectionReason } from "@shared/submissions/rejection-reasons-schema";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { useSessionLossCheck } from "@web/features/admin/ui/use-admin-errors";

interface Props {
  selected: readonly number[];
  onDone: () => void;
}

export function BulkReviewBar({ selected, onDone }: Props) {
  const id = useId();
  // No reason until the admin picks one: "Reject selected" stays disabled and says why.
  const [reason, setReason] = useState<RejectionReason | "">("");
  const bulkReview = useBulkReview(onDone);
  if (selected.length === 0) return null;
  return (
    <section
      aria-labelledby={`${id}-count`}
      className="sticky top-2 z-10 mb-4 flex flex-wrap items-end gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow"
    >
      <p id={`${id}-count`} role="status" className="self-center text-sm font-semibold text-gray-900">
        {format(adminMessages.selectedCount, { count: selected.length })}
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
        {adminMessages.reasonLabel}
        <select
          className="min-h-10 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900"
          value={reason}
          onChange={(event) => setReason(event.target.value as RejectionReason | "")}
        >
          <option value="">{adminMessages.reasonPlaceholder}</option>
          {REJECTION_REASONS.map((value) => (
            <option key={value} value={value}>
              {REJECTION_REASON_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={bulkReview.isPending}
        onClick={() => bulkReview.mutate({ ids: [...selected], status: "approved" })}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {adminMessages.approveSelected}
      </button>
      <button
        type="button"
        disabled={bulkReview.isPending || reason === ""}
        aria-describedby={reason === "" ? `${id}-why` : undefined}
        onClick={() => reason !== "" && bulkReview.mutate({ ids: [...selected], status: "rejected", reason })}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {adminMessages.rejectSelected}
      </button>
      {reason === "" && (
        <p id={`${id}-why`} className="self-center text-sm text-gray-700">
          {adminMessages.reasonRequired}
        </p>
      )}
    </section>
  );
}

// Approving or rejecting the chosen submissions at once: a toast either way; on success the counters,
// lists and public listings reload.
function useBulkReview(onDone: () => void) {
  const utils = trpc.useUtils();
  const sessionLost = useSessionLossCheck();
  return trpc.admin.submissions.bulkReview.useMutation({
    onSuccess: (result) => {
      const text = result.status === "approved" ? adminMessages.bulkApproved : adminMessages.bulkRejected;
      notify.success(adminMessages.successTitle, format(text, { count: result.reviewed.length }));
      onDone();
      void utils.admin.submissions.invalidate();
      void utils.listings.invalidate();
    },
    onError: (error) => {
      if (!sessionLost(error)) notify.error(adminMessages.errorTitle, adminMessages.updateFailed);
    },
  });
}
