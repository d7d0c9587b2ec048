// The audit trail of one submission in its dialog: every review, who made it and when.
import { format, messages } from "@shared/messages";
import { formatTimestamp } from "@web/lib/dates";
import { trpc } from "@web/lib/trpc";

const STATUS_WORD = { approved: messages.admin.approved, rejected: messages.admin.rejected } as const;

export function ReviewHistory({ submissionId }: { submissionId: number }) {
  const history = trpc.admin.submissions.history.useQuery({ id: submissionId }, { staleTime: 0 });
  if (!history.data || history.data.length === 0) return null;
  return (
    <ol className="space-y-1 text-sm text-gray-700">
      {history.data.map((entry) => (
        <li key={entry.id}>
          {format(messages.admin.reviewedBy, {
            status: STATUS_WORD[entry.status],
            who: entry.reviewer_email ?? messages.admin.unknownReviewer,
            date: formatTimestamp(entry.reviewed_at),
          })}
        </li>
      ))}
    </ol>
  );
}
