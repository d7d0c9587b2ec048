// The queue for one status (pending by default): loading, failure with a retry, the empty text
// ("No pending submissions", spec section 2), or the entries in the chosen order, each with a checkbox
// for bulk rejection, and "Load more" while pages remain (paging reaches every entry; there is no cap).
import { format } from "@shared/i18n/messages";
import { adminMessages } from "@shared/admin/admin-texts";
import type { SubmissionStatus } from "@shared/submissions/submission-statuses-schema";
import { secondaryButton } from "@web/components/ui/button-styles";
import { QueryError } from "@web/components/ui/query-error";
import type { AdminSubmission } from "@web/features/admin/ui/admin-types";
import { SubmissionEntry } from "./submission-entry";
import { LoadingSection, EmptyNote } from "@web/features/admin/ui/section-states";

/** The empty text of each tab (a message key: read in the page's locale when shown). */
const EMPTY = { pending: "noPending", approved: "noApproved", rejected: "noRejected", awaiting_payment: "noAwaitingPayment" } as const;

interface Props {
  status: SubmissionStatus;
  submissions: AdminSubmission[] | undefined;
  /** How many the current filters match is unknown; the counter's total is shown only without filters. */
  total: number | undefined;
  failed: boolean;
  onRetry: () => void;
  onReviewed: () => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: readonly number[], chosen: boolean) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export function SubmissionList(props: Props) {
  const { status, submissions, total, failed, onRetry, onReviewed, selected, onSelect } = props;
  if (failed && !submissions) return <QueryError onRetry={onRetry} />;
  if (!submissions) {
    return <LoadingSection />;
  }
  if (submissions.length === 0) {
    return <EmptyNote>{adminMessages[EMPTY[status]]}</EmptyNote>;
  }
  const allChosen = submissions.every((submission) => selected.has(submission.id));
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700">
        <label className="inline-flex items-center gap-2 font-medium text-gray-800">
          <input
            type="checkbox"
            className="size-4"
            checked={allChosen}
            onChange={(event) =>
              onSelect(
                submissions.map((submission) => submission.id),
                event.target.checked,
              )
            }
          />
          {adminMessages.selectAllShown}
        </label>
        {total !== undefined && total > submissions.length && <p>{format(adminMessages.showingCount, { shown: submissions.length, total })}</p>}
      </div>
      <ul className="grid gap-4">
        {submissions.map((submission) => (
          <li key={submission.id}>
            <SubmissionEntry
              submission={submission}
              onReviewed={onReviewed}
              selected={selected.has(submission.id)}
              onSelect={(chosen) => onSelect([submission.id], chosen)}
            />
          </li>
        ))}
      </ul>
      {props.hasMore && (
        <div className="mt-6 flex justify-center">
          <button type="button" className={secondaryButton} disabled={props.loadingMore} onClick={props.onLoadMore}>
            {props.loadingMore ? adminMessages.loadingMore : adminMessages.loadMore}
          </button>
        </div>
      )}
    </>
  );
}
