// Approving or rejecting the chosen submissions at once: a toast either way; on success the counters,
// lists and public listings reload.
import { format } from "@shared/i18n/messages";
import { adminMessages } from "@shared/admin/admin-texts";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { useSessionLossCheck } from "@web/features/admin/ui/use-admin-errors";

export function useBulkReview(onDone: () => void) {
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
