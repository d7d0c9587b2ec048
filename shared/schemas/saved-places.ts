// The Saved page's question to the API: the cards of the listings a visitor saved (or a shared list
// holds), by id. Capped like the list itself (shared/rules/saved-places.ts).
import "./zod-setup";
import { z } from "zod";
import { format } from "../messages";
import { validationMessages } from "../messages/validation";
import { SAVED_PLACES_MAX } from "../rules/saved-places";
import { says } from "./error-text";

const listingId = z
  .number(says(() => validationMessages.savedId))
  .int(says(() => validationMessages.savedId))
  .positive(says(() => validationMessages.savedId));
const idsText = says(() => format(validationMessages.savedIds, { max: SAVED_PLACES_MAX }));

export const savedCardsInput = z.strictObject({
  ids: z.array(listingId, idsText).min(1, idsText).max(SAVED_PLACES_MAX, idsText),
});
