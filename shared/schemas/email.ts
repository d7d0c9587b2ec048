// One email field for every form that asks for an address: trimmed, required, bounded, well-formed.
import "./zod-setup";
import { z } from "zod";
import { format, messages } from "../messages";
import { EMAIL_MAX_LENGTH } from "./submission-fields";

export function emailField(label: string) {
  const required = format(messages.validation.required, { field: label });
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(EMAIL_MAX_LENGTH, format(messages.validation.tooLong, { field: label, max: EMAIL_MAX_LENGTH }))
    .pipe(z.email(messages.validation.email));
}
