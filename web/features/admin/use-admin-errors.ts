// Admin calls that fail because the session ended (expired, revoked, role removed) send the screen back
// through the admin gate, which then says so and leaves; other failures get the caller's toast.
import { useCallback } from "react";
import { apiErrorCode } from "@web/lib/api-errors";
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
