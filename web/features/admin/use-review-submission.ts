// Approving or rejecting (spec sections 4 and 8): a toast either way; on success the counters, lists
// and public listings reload.
import { format } from "@shared/messages";
import { adminMessages } from "@shared/messages/admin";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { useSessionLossCheck } from "./use-admin-errors";

export function useReviewSubmission() {
  const utils = trpc.useUtils();
  const sessionLost = useSessionLossCheck();
  return trpc.admin.submissions.review.useMutation({
    onSuccess: (result) => {
      notify.success(adminMessages.successTitle, format(adminMessages.reviewSuccess, { status: result.status }));
      // Not awaited: the caller closes its dialog at once, then the reloaded list drops the entry.
      void utils.admin.submissions.invalidate();
      void utils.listings.invalidate();
    },
    onError: (error) => {
      if (!sessionLost(error)) notify.error(adminMessages.errorTitle, adminMessages.updateFailed);
    },
  });
}
