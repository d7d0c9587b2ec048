// The one place that turns an API failure into words for people. Validation and rate-limit messages
// come from our own server and are safe to show; anything else gets the caller's generic text.
import { TRPCClientError } from "@trpc/client";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { renderTextRef } from "@shared/i18n/text-ref";
import type { AppRouter } from "@worker/trpc/router";

/** The server refused an uploaded image (POST /api/uploads, web/lib/upload-image.ts) for a reason worth showing (type, size, rate limit). */
export class UploadRefused extends Error {}

/** A failed call, typed by the router: `data` is the error formatter's shape (code, fieldErrors…). */
export type ApiError = TRPCClientError<AppRouter>;

const SHOWABLE = new Set<TRPC_ERROR_CODE_KEY>([
  "BAD_REQUEST",
  "TOO_MANY_REQUESTS",
  "PRECONDITION_REQUIRED",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "NOT_FOUND",
]);

export function isApiError(error: unknown): error is ApiError {
  return error instanceof TRPCClientError;
}

export function apiErrorCode(error: unknown): TRPC_ERROR_CODE_KEY | undefined {
  return isApiError(error) ? error.data?.code : undefined;
}

/** Field messages from a BAD_REQUEST, keyed by input field name. */
export function apiFieldErrors(error: unknown): Record<string, string[]> {
  if (!isApiError(error)) return {};
  const fieldErrors = error.data?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fieldErrors).filter((entry): entry is [string, string[]] => entry[1] !== undefined));
}

/**
 * The first message of each field, from zod's `flatten().fieldErrors` or the server's field errors (the
 * same shape); `fieldOf` names the form field a key belongs to (the key itself by default), or null for a
 * key the form does not show.
 */
export function firstFieldMessages<F extends string>(
  fieldErrors: Readonly<Record<string, readonly string[] | undefined>>,
  fieldOf: (key: string) => F | null = (key) => key as F,
): Partial<Record<F, string>> {
  const messages: Partial<Record<F, string>> = {};
  for (const [key, list] of Object.entries(fieldErrors)) {
    const field = fieldOf(key);
    if (field !== null && list?.[0] && messages[field] === undefined) messages[field] = list[0];
  }
  return messages;
}

/**
 * The server's reason when it is one a person can act on, otherwise undefined: rendered here from its
 * text key and parameters in the page's language when that text is loaded, else the server's message
 * (which it wrote in the language the call named).
 */
export function apiReason(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const code = error.data?.code;
  if (!code || !SHOWABLE.has(code)) return undefined;
  const fields = Object.values(apiFieldErrors(error)).flat();
  if (fields.length > 0) return fields.join(" ");
  const text = error.data?.text;
  return (text ? renderTextRef(text) : undefined) ?? error.message;
}
