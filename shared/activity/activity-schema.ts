// The detail page's activity beacon and the admin's question: the Worker re-checks every beacon against
// this before counting it.
import "../forms/zod-setup";
import { z } from "zod";
import { ACTIVITY_KINDS, ACTIVITY_PERIODS } from "./activity";

export const activityBeacon = z.strictObject({
  listingId: z.number().int().positive(),
  kind: z.enum(ACTIVITY_KINDS),
});
export type ActivityBeacon = z.infer<typeof activityBeacon>;

/** The largest beacon body the Worker reads (a beacon is about 40 bytes). */
export const ACTIVITY_BEACON_MAX_BYTES = 256;

export const activityReportInput = z.object({ id: z.number().int().positive(), days: z.literal([...ACTIVITY_PERIODS]) });
