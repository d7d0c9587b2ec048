// The one error envelope for answers that are not tRPC's own (uploads, the /api 404, the guards in front
// of the API, Hono's onError): the same shape tRPC answers with, built from tRPC's own code tables, so
// the web app reads every refusal one way.
import { TRPCError, type TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { renderTextRef, textRef, type TextParams, type TextRef } from "@shared/i18n/text-ref";
import { apiMessages } from "@shared/api/api-texts";

export interface ErrorEnvelope {
  error: { message: string; code: number; data: { code: TRPC_ERROR_CODE_KEY; httpStatus: number; text: TextRef } };
}

/** The envelope and HTTP status tRPC would answer for `code`, with the reason's text and its key. */
export function errorEnvelope(code: TRPC_ERROR_CODE_KEY, message: string, text: TextRef): { body: ErrorEnvelope; status: ContentfulStatusCode } {
  const httpStatus = getHTTPStatusCodeFromError(new TRPCError({ code }));
  return {
    body: { error: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus, text } } },
    status: httpStatus as ContentfulStatusCode,
  };
}

/**
 * A JSON refusal in the envelope, its reason text `key` of `texts` in the caller's language.
 * INTERNAL_SERVER_ERROR always carries the generic text, whatever the caller named.
 */
export function refuse<T extends object>(c: Context, code: TRPC_ERROR_CODE_KEY, texts: T, key: keyof T & string, params: TextParams = {}): Response {
  const text = code === "INTERNAL_SERVER_ERROR" ? textRef(apiMessages, "internal") : textRef(texts, key, params);
  // The Worker holds every text, so the message always renders (in the request's locale).
  const { body, status } = errorEnvelope(code, renderTextRef(text)!, text);
  return c.json(body, status);
}
