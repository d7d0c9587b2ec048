// Bulk rejection: how many entries are chosen, a stock reason, and "Reject selected". Shown while at
// least one entry is chosen; the server checks the admin role and rejects them in one D1 batch.
import { useId, useState } from "react";
import { format } from "@shared/messages";
import { adminMessages } from "@shared/messages/admin";
import { REJECTION_REASON_LABELS } from "@shared/messages/review";
import { REJECTION_REASONS, type RejectionReason } from "@shared/schemas/rejection-reasons";
import { useBulkReject } from "./use-bulk-reject";

interface Props {
  selected: readonly number[];
  onDone: () => void;
}

export function BulkRejectBar({ selected, onDone }: Props) {
  const id = useId();
  const [reason, setReason] = useState<RejectionReason>("spam");
  const bulkReject = useBulkReject(onDone);
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
          onChange={(event) => setReason(event.target.value as RejectionReason)}
        >
          {REJECTION_REASONS.map((value) => (
            <option key={value} value={value}>
              {REJECTION_REASON_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={bulkReject.isPending}
        onClick={() => bulkReject.mutate({ ids: [...selected], reason })}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {adminMessages.rejectSelected}
      </button>
    </section>
  );
}
