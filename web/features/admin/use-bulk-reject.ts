// Rejecting the chosen submissions at once: a toast either way; on success the counters, lists and
// public listings reload.
import { format } from "@shared/messages";
import { adminMessages } from "@shared/messages/admin";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";
import { useSessionLossCheck } from "./use-admin-errors";

export function useBulkReject(onDone: () => void) {
  const utils = trpc.useUtils();
  const sessionLost = useSessionLossCheck();
  return trpc.admin.submissions.bulkReject.useMutation({
    onSuccess: (result) => {
      notify.success(adminMessages.successTitle, format(adminMessages.bulkRejected, { count: result.rejected.length }));
      onDone();
      void utils.admin.submissions.invalidate();
      void utils.listings.invalidate();
    },
    onError: (error) => {
      if (!sessionLost(error)) notify.error(adminMessages.errorTitle, adminMessages.updateFailed);
    },
  });
}
