// The content types the submit form offers, in its order (spec section 2): the submit texts' `contentTypes`,
// one entry per type with screens (tests/unit/route-descriptors.test.ts names a missing one).
import type { BrowsableType } from "../listings/listing-types";
import { submitMessages } from "./submit-texts";

export const contentTypeOptions = (): BrowsableType[] => Object.keys(submitMessages.contentTypes) as BrowsableType[];
