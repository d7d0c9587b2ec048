// One email field for every form that asks for an address: trimmed, required, bounded, well-formed.
import "../forms/zod-setup";
import { z } from "zod";
import { validationMessages } from "../forms/validation-texts";
import { required, says, tooLong } from "../forms/error-text-schema";
import { EMAIL_MAX_LENGTH } from "../listings/submission-fields-schema";

/** `label` reads the field's label (in the active locale, when a check fails). */
export function emailField(label: () => string) {
  return z
    .string(required(label))
    .trim()
    .min(1, required(label))
    .max(EMAIL_MAX_LENGTH, tooLong(label, EMAIL_MAX_LENGTH))
    .pipe(z.email(says(() => validationMessages.email)));
}
