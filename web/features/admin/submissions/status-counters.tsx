// The counters (spec section 2's three, and submissions awaiting payment), counted on the server by `admin.submissions.stats`.
import { SUBMISSION_STATUSES } from "@shared/submissions/submission-statuses-schema";
import { adminMessages, submissionStatusLabels } from "@shared/admin/admin-texts";
import type { SubmissionCounts } from "@web/features/admin/ui/admin-types";

const COLOURS = { pending: "text-amber-800", approved: "text-emerald-800", rejected: "text-brand-800", awaiting_payment: "text-gray-800" } as const;

export function StatusCounters({ counts }: { counts: SubmissionCounts | undefined }) {
  return (
    <dl aria-label={adminMessages.countersLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {SUBMISSION_STATUSES.map((status) => (
        <div key={status} className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
          <dt className="text-sm font-semibold text-gray-700">{submissionStatusLabels[status]}</dt>
          <dd className={`mt-1 text-3xl font-extrabold ${COLOURS[status]}`}>{counts ? counts[status] : "–"}</dd>
        </div>
      ))}
    </dl>
  );
}
