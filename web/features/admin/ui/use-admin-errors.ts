// Admin calls that fail because the session ended (expired, revoked, role removed) send the screen back
// through the admin gate, which then says so and leaves; other failures get the caller's toast.
import { useCallback } from "react";
import { apiErrorCode, apiFieldErrors, apiReason, firstFieldMessages } from "@web/lib/api-errors";
import { notify } from "@web/lib/notify";
import { trpc } from "@web/lib/trpc";

/** Stable across renders (tRPC's utils are), so effects can list it without re-running for it. */
export function useSessionLossCheck() {
  const utils = trpc.useUtils();
  return useCallback(
    (error: unknown): boolean => {
      const code = apiErrorCode(error);
      if (code !== "UNAUTHORIZED" && code !== "FORBIDDEN") return false;
      void utils.auth.me.invalidate();
      return true;
    },
    [utils],
  );
}

/**
 * What an admin form does when its call fails: a lost session goes back through the gate; otherwise each
 * field shows its first message and a toast titled `failedTitle` says why.
 */
export function useAdminCallFailure(failedTitle: string, onFieldErrors: (errors: Record<string, string | undefined>) => void = () => undefined) {
  const sessionLost = useSessionLossCheck();
  return (error: unknown) => {
    if (sessionLost(error)) return;
    onFieldErrors(firstFieldMessages(apiFieldErrors(error)));
    notify.error(failedTitle, apiReason(error));
  };
}
