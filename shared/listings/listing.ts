// The shape of a catalogue listing (spec section 3, "Listing"). The catalogue itself is data
// (listings-*.ts); the zod schema here is what tests validate every entry against.
import "../forms/zod-setup";
import { z } from "zod";

import { PROVINCES } from "../places/place-types";
import { BROWSABLE_TYPES } from "./listing-types";
import { typeFieldShape } from "./type-fields-schema";

export { BROWSABLE_TYPES, type BrowsableType } from "./listing-types";

const isoDate = z.iso.date();

export const listingSchema = z.strictObject({
  id: z.number().int().positive(),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .optional(),
  title: z.string().min(3),
  description: z.string().min(40),
  /** Absolute https URL of a photo; the UI falls back to generated artwork when it is missing or fails. */
  image: z.url({ protocol: /^https$/ }).optional(),
  type: z.enum(BROWSABLE_TYPES),
  /** Neighbourhood within the city. */
  location: z.string().min(2),
  city: z.string().min(2),
  province: z.enum(PROVINCES),
  /** Events only, ISO yyyy-mm-dd. */
  date: isoDate.optional(),
  tags: z.array(z.string().min(2).max(30)).min(1).max(8),
  featured: z.boolean().optional(),
  website: z.url({ protocol: /^https$/ }).optional(),
  address: z.string().optional(),
  phone: z.string().optional(),
  /** Free text, e.g. "Mon-Fri: 7AM-6PM, Sat-Sun: 8AM-5PM". */
  hours: z.string().optional(),
  highlights: z.array(z.string().min(3)).min(3).max(6).optional(),
  /** Gems: when to go, and what it costs (shown on the gem's detail cards). */
  bestTime: z.string().optional(),
  cost: z.string().optional(),
  /** The type's own fields (shared/listings/type-fields.ts), by their columns' names. */
  typeFields: z.strictObject(typeFieldShape).optional(),
});

export type Listing = z.infer<typeof listingSchema>;
