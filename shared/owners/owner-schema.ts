// What owner procedures accept (client and server check the same shapes).
import { z } from "zod";

/** The listing an owner procedure acts on. */
export const ownedListingInput = z.object({ listingId: z.number().int().positive() });
