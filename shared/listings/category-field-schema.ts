// A listing's business category as the submit form and the listing editor send it: one of the 16 slugs
// (shared/places/business-categories.ts), or "" / null / nothing for none.
import "../forms/zod-setup";
import { z } from "zod";
import { CATEGORY_SLUGS } from "../places/business-categories";
import { validationMessages } from "../forms/validation-texts";
import { says } from "../forms/error-text-schema";

export const optionalCategory = z
  .enum(
    ["", ...CATEGORY_SLUGS],
    says(() => validationMessages.category),
  )
  .nullish()
  .transform((category) => (category ? category : null));
