// Whether a season has opened yet, as a nomination's acceptance e-mail says it (shared/voting/nominations.ts).
import { and, eq } from "drizzle-orm";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import { awardSeasons } from "../../db/schema";

/** Whether the city's season `year` has not opened yet (or is not set up yet). */
export async function seasonOpensLater(db: Db, slug: string, year: number): Promise<boolean> {
  const [row] = await db
    .select({ opens_at: awardSeasons.opens_at })
    .from(awardSeasons)
    .where(and(eq(awardSeasons.city_slug, slug), eq(awardSeasons.year, year)))
    .limit(1);
  return !row || Date.parse(row.opens_at) > clock.nowMs();
}
