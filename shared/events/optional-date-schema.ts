// An optional ISO yyyy-mm-dd field (an event's date): an empty field means no date (null). Shared by
// the submission form's schema and the admin's listing editor.
import "../forms/zod-setup";
import { z } from "zod";
import { validationMessages } from "../forms/validation-texts";
import { says } from "../forms/error-text-schema";

const invalidDate = says(() => validationMessages.date);

export const optionalDate = z
  .string()
  .max(32, invalidDate)
  .nullish()
  .transform((value) => value?.trim() || null)
  .pipe(z.iso.date(invalidDate).nullable());
