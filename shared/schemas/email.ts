// One email field for every form that asks for an address: trimmed, required, bounded, well-formed.
import "./zod-setup";
import { z } from "zod";
import { format } from "../messages";
import { validationMessages } from "../messages/validation";
import { EMAIL_MAX_LENGTH } from "./submission-fields";

export function emailField(label: string) {
  const required = format(validationMessages.required, { field: label });
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(EMAIL_MAX_LENGTH, format(validationMessages.tooLong, { field: label, max: EMAIL_MAX_LENGTH }))
    .pipe(z.email(validationMessages.email));
}
