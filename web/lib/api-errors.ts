// The one place that turns an API failure into words for people. Validation and rate-limit messages
// come from our own server and are safe to show; anything else gets the caller's generic text.
import { TRPCClientError } from "@trpc/client";

const SHOWABLE = new Set(["BAD_REQUEST", "TOO_MANY_REQUESTS", "CONFLICT", "PAYLOAD_TOO_LARGE", "NOT_FOUND"]);

export function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = error.data as { code?: string } | undefined;
  return data?.code;
}

/** Field messages from a BAD_REQUEST, keyed by input field name. */
export function apiFieldErrors(error: unknown): Record<string, string[]> {
  if (!(error instanceof TRPCClientError)) return {};
  const data = error.data as { fieldErrors?: Record<string, string[]> | null } | undefined;
  return data?.fieldErrors ?? {};
}

/** The server's reason when it is one a person can act on, otherwise undefined. */
export function apiReason(error: unknown): string | undefined {
  const code = apiErrorCode(error);
  if (!code || !SHOWABLE.has(code)) return undefined;
  const fields = Object.values(apiFieldErrors(error)).flat();
  if (fields.length > 0) return fields.join(" ");
  return (error as Error).message;
}
