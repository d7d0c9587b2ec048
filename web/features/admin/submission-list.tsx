// The list for one status (pending by default): loading, failure with a retry, the empty text
// ("No pending submissions", spec section 2), or the entries, newest first.
import { format } from "@shared/messages";
import { adminMessages } from "@shared/messages/admin";
import type { SubmissionStatus } from "@shared/schemas/submission-statuses";
import { QueryError } from "@web/components/ui/query-error";
import type { AdminSubmission } from "./admin-types";
import { SubmissionEntry } from "./submission-entry";

const EMPTY = { pending: adminMessages.noPending, approved: adminMessages.noApproved, rejected: adminMessages.noRejected } as const;

interface Props {
  status: SubmissionStatus;
  submissions: AdminSubmission[] | undefined;
  total: number | undefined;
  failed: boolean;
  onRetry: () => void;
  onReviewed: () => void;
}

export function SubmissionList({ status, submissions, total, failed, onRetry, onReviewed }: Props) {
  if (failed && !submissions) return <QueryError onRetry={onRetry} />;
  if (!submissions) {
    return (
      <p role="status" aria-busy="true" className="py-8 text-gray-700">
        {adminMessages.loading}
      </p>
    );
  }
  if (submissions.length === 0) {
    return <p className="rounded-2xl border border-dashed border-gray-300 p-8 text-center text-gray-700">{EMPTY[status]}</p>;
  }
  return (
    <>
      {total !== undefined && total > submissions.length && (
        <p className="mb-3 text-sm text-gray-700">{format(adminMessages.showingNewest, { shown: submissions.length, total })}</p>
      )}
      <ul className="grid gap-4">
        {submissions.map((submission) => (
          <li key={submission.id}>
            <SubmissionEntry submission={submission} onReviewed={onReviewed} />
          </li>
        ))}
      </ul>
    </>
  );
}
