// What owner procedures accept (client and server check the same shapes).
import { z } from "zod";
import { listingFieldsObject } from "../listings/listing-curation-schema";
import { LISTING_CLOSURES } from "../listings/listing-states";

/** The listing an owner procedure acts on. */
export const ownedListingInput = z.object({ listingId: z.number().int().positive() });

/**
 * What an owner changes themselves, published at once: the contact details, the descriptions and the
 * hours, with the admin editor's rules for each field, and the closed state. The name, address, city and
 * category stay with the team. A field left out keeps its value.
 */
export const ownerEditFields = listingFieldsObject
  .pick({ phone: true, website: true, description: true, description_fr: true, opening_hours: true })
  .extend({ closure: z.enum(LISTING_CLOSURES).nullable() })
  .partial();
export type OwnerEditFields = z.output<typeof ownerEditFields>;

export const ownerEditInput = ownerEditFields.extend({ listingId: ownedListingInput.shape.listingId });
