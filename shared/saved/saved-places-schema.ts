// The Saved page's question to the API: the cards of the listings a visitor saved (or a shared list
// holds), by id. Capped like the list itself (shared/saved/saved-places.ts).
import "../forms/zod-setup";
import { z } from "zod";
import { format } from "../i18n/messages";
import { validationMessages } from "../forms/validation-texts";
import { SAVED_PLACES_MAX } from "./saved-places";
import { says } from "../forms/error-text-schema";

const listingId = z
  .number(says(() => validationMessages.savedId))
  .int(says(() => validationMessages.savedId))
  .positive(says(() => validationMessages.savedId));
const idsText = says(() => format(validationMessages.savedIds, { max: SAVED_PLACES_MAX }));

export const savedCardsInput = z.strictObject({
  ids: z.array(listingId, idsText).min(1, idsText).max(SAVED_PLACES_MAX, idsText),
});
