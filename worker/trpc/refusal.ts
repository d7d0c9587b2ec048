// Every refusal the API makes on purpose: a tRPC code, a message in the caller's language, and the
// text's key and parameters (`data.text` in the error envelope; see the formatter in init.ts), so a
// client can render the reason in its own language (web/lib/api-errors.ts).
import { TRPCError } from "@trpc/server";
import { ZodError, z } from "zod";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { renderTextRef, textRef, type TextParams, type TextRef } from "@shared/i18n/text-ref";

export class Refusal extends TRPCError {
  readonly text: TextRef;
  /** The input field the refusal is about (a check the schema cannot make, e.g. against D1), if any. */
  readonly field: string | null;

  constructor(code: TRPC_ERROR_CODE_KEY, text: TextRef, message: string, cause?: unknown, field: string | null = null) {
    super({ code, message, cause });
    this.text = text;
    this.field = field;
  }
}

export function refusal<T extends object>(
  code: TRPC_ERROR_CODE_KEY,
  texts: T,
  key: keyof T & string,
  options: { params?: TextParams; cause?: unknown; field?: string } = {},
): Refusal {
  const text = textRef(texts, key, options.params);
  // The Worker holds every text, so the message always renders (in the request's locale).
  return new Refusal(code, text, renderTextRef(text)!, options.cause, options.field ?? null);
}

/**
 * A refused call's field-level messages for forms, in the caller's language: a refused input's (zod's, or
 * a refusal naming its field); never a row that failed its shape inside the server (a bug says nothing).
 */
export function fieldErrorsOf(error: TRPCError): Record<string, string[] | undefined> | null {
  if (error.code === "BAD_REQUEST" && error.cause instanceof ZodError) return z.flattenError(error.cause).fieldErrors;
  return error instanceof Refusal && error.field ? { [error.field]: [error.message] } : null;
}
