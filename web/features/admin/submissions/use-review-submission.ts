// Approving or rejecting (spec sections 4 and 8): a toast either way, with an Undo button while the undo
// window lasts; on success the counters, lists and public listings reload.
import { format } from "@shared/i18n/messages";
import { adminMessages, submissionStatusLabels } from "@shared/admin/admin-texts";
import { apiReason } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { useSessionLossCheck } from "@web/features/admin/ui/use-admin-errors";

/** `title`: the submission's, named in the toasts (stacked toasts must say which item each is about). */
export function useReviewSubmission(title: string) {
  const utils = trpc.useUtils();
  const sessionLost = useSessionLossCheck();
  const undo = useUndoReview(title);
  return trpc.admin.submissions.review.useMutation({
    onSuccess: (result) => {
      // The status label in the sentence's case ("approved", as the spec's toast says), like the undo toast's.
      const status = submissionStatusLabels[result.status].toLowerCase();
      // The spec's title and sentence, then the item.
      const item = format(adminMessages.reviewedItem, { title });
      notify.success(adminMessages.successTitle, `${format(adminMessages.reviewSuccess, { status })} · ${item}`, {
        label: adminMessages.undo,
        onClick: () => undo.mutate({ id: result.id }),
      });
      // Not awaited: the caller closes its dialog at once, then the reloaded list drops the entry.
      void utils.admin.invalidate();
      void utils.listings.invalidate();
    },
    onError: (error) => {
      if (!sessionLost(error)) notify.error(adminMessages.errorTitle, adminMessages.updateFailed);
    },
  });
}

/** Undo the latest review of a submission (within the undo window): nobody is e-mailed. */
export function useUndoReview(title: string) {
  const utils = trpc.useUtils();
  const sessionLost = useSessionLossCheck();
  return trpc.admin.submissions.undo.useMutation({
    onSuccess: (result) => {
      const item = format(adminMessages.reviewedItem, { title });
      notify.success(
        adminMessages.undoneTitle,
        `${item} · ${format(adminMessages.undoneText, { status: submissionStatusLabels[result.status].toLowerCase() })}`,
      );
      void utils.admin.invalidate();
      void utils.listings.invalidate();
    },
    onError: (error) => {
      if (!sessionLost(error))
        notify.error(adminMessages.errorTitle, error.data?.code === "CONFLICT" ? (apiReason(error) ?? error.message) : adminMessages.undoFailed);
    },
  });
}
