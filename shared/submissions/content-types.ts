// The content types the submit form offers, in its order (spec section 2): the common texts' `contentTypes`,
// one entry per type with screens (tests/unit/route-descriptors.test.ts names a missing one).
import type { BrowsableType } from "../listings/listing-types";
import { messages } from "../i18n/messages";

export const contentTypeOptions = (): BrowsableType[] => Object.keys(messages.contentTypes) as BrowsableType[];
