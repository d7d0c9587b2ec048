// The one error envelope for answers that are not tRPC's own (uploads, the /api 404, the guards in front
// of the API, Hono's onError): the same shape tRPC answers with, built from tRPC's own code tables, so
// the web app reads every refusal one way.
import { TRPCError, type TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { apiMessages } from "@shared/messages/api";

export interface ErrorEnvelope {
  error: { message: string; code: number; data: { code: TRPC_ERROR_CODE_KEY; httpStatus: number } };
}

/** The envelope and HTTP status tRPC would answer for `code`. */
export function errorEnvelope(code: TRPC_ERROR_CODE_KEY, message: string): { body: ErrorEnvelope; status: ContentfulStatusCode } {
  const httpStatus = getHTTPStatusCodeFromError(new TRPCError({ code }));
  return {
    body: { error: { message, code: TRPC_ERROR_CODES_BY_KEY[code], data: { code, httpStatus } } },
    status: httpStatus as ContentfulStatusCode,
  };
}

/** A JSON refusal in the envelope. INTERNAL_SERVER_ERROR always carries the generic text. */
export function refuse(c: Context, code: TRPC_ERROR_CODE_KEY, message: string): Response {
  const { body, status } = errorEnvelope(code, code === "INTERNAL_SERVER_ERROR" ? apiMessages.internal : message);
  return c.json(body, status);
}
