// A listing's business category as the submit form and the listing editor send it: one of the 16 slugs
// (shared/catalogue/business-categories.ts), or "" / null / nothing for none.
import "./zod-setup";
import { z } from "zod";
import { CATEGORY_SLUGS } from "../catalogue/business-categories";
import { validationMessages } from "../messages/validation";
import { says } from "./error-text";

export const optionalCategory = z
  .enum(
    ["", ...CATEGORY_SLUGS],
    says(() => validationMessages.category),
  )
  .nullish()
  .transform((category) => (category ? category : null));
