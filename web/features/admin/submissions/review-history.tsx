// The audit trail of one submission in its dialog: every review, who made it and when, its reason, and
// whether it was undone.
import { format } from "@shared/i18n/messages";
import { adminMessages, submissionStatusLabels } from "@shared/admin/admin-texts";
import { REJECTION_REASON_LABELS } from "@shared/submissions/review-texts";
import { formatTimestamp } from "@web/lib/dates";
import { trpc } from "@web/lib/trpc";

export function ReviewHistory({ submissionId }: { submissionId: number }) {
  const history = trpc.admin.submissions.history.useQuery({ id: submissionId }, { staleTime: 0 });
  if (!history.data || history.data.length === 0) return null;
  return (
    <ol className="space-y-1 text-sm text-gray-700">
      {history.data.map((entry) => (
        <li key={entry.id}>
          {format(adminMessages.reviewedBy, {
            status: submissionStatusLabels[entry.status],
            who: entry.reviewer_email ?? adminMessages.unknownReviewer,
            date: formatTimestamp(entry.reviewed_at),
          })}
          {entry.rejection_reason && ` · ${REJECTION_REASON_LABELS[entry.rejection_reason]}`}
          {entry.undone_at && ` · ${format(adminMessages.undoneOn, { date: formatTimestamp(entry.undone_at) })}`}
        </li>
      ))}
    </ol>
  );
}
