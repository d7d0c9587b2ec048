// A city's seasons as the nomination rules read them (shared/rules/nominations.ts).
import { and, eq } from "drizzle-orm";
import type { Season } from "@shared/rules/award-seasons";
import * as clock from "@shared/time/clock";
import type { Db } from "../../db/client";
import { awardSeasons } from "../../db/schema";

export async function citySeasons(db: Db, slug: string): Promise<Season[]> {
  const rows = await db.select().from(awardSeasons).where(eq(awardSeasons.city_slug, slug));
  return rows.map((row) => ({ year: row.year, opensAt: row.opens_at, closesAt: row.closes_at, hideFinalWeek: row.hide_final_week }));
}

/** Whether the city's season `year` has not opened yet (or is not set up yet). */
export async function seasonOpensLater(db: Db, slug: string, year: number): Promise<boolean> {
  const [row] = await db
    .select({ opens_at: awardSeasons.opens_at })
    .from(awardSeasons)
    .where(and(eq(awardSeasons.city_slug, slug), eq(awardSeasons.year, year)))
    .limit(1);
  return !row || Date.parse(row.opens_at) > clock.nowMs();
}
