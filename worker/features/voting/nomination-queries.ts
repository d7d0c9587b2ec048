// Database access for nominations: store one, read the queue, read one for its e-mails, and whether its
// season has opened yet (as the acceptance e-mail says it: shared/voting/nominations.ts). Deciding one
// (which writes the ballot too) is in ./ballot-edits.ts.
import { and, asc, eq, inArray } from "drizzle-orm";
import { type Locale, DEFAULT_LOCALE } from "@shared/i18n/locales";
import type { NominationStatus } from "@shared/voting/nomination-statuses-schema";
import type { NominationData } from "@shared/voting/nomination-schema";
import type { Db } from "../../db/client";
import { nominations, pollCities, pollCityTexts, awardSeasons } from "../../db/schema";
import * as clock from "@shared/time/clock";

/** Whether `slug` names a city on the ballot (not retired), whatever it holds yet. */
export async function isBallotCity(db: Db, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ slug: pollCities.slug })
    .from(pollCities)
    .where(and(eq(pollCities.slug, slug), eq(pollCities.retired, false)))
    .limit(1);
  return Boolean(row);
}

export async function insertNomination(db: Db, input: NominationData, now: Date = clock.now()): Promise<number> {
  const [row] = await db
    .insert(nominations)
    .values({
      city_slug: input.city,
      shop_name: input.shop_name,
      address: input.address,
      website: input.website,
      reason: input.reason,
      nominator_email: input.nominator_email,
      language: input.language,
      created_at: now.toISOString(),
    })
    .returning({ id: nominations.id });
  if (!row) throw new Error("insert into nominations returned no row");
  return row.id;
}

export async function nominationById(db: Db, id: number) {
  const [row] = await db.select().from(nominations).where(eq(nominations.id, id)).limit(1);
  return row ?? null;
}

/** The nominations in a state, oldest first (what has waited longest is decided first). */
export function nominationsWithStatus(db: Db, status: NominationStatus) {
  return db.select().from(nominations).where(eq(nominations.status, status)).orderBy(asc(nominations.created_at), asc(nominations.id)).limit(200);
}

/** A ballot city's name in `locale` (English where that text is missing), or the slug. */
export async function ballotCityName(db: Db, slug: string, locale: Locale): Promise<string> {
  const rows = await db
    .select({ locale: pollCityTexts.locale, city: pollCityTexts.city })
    .from(pollCityTexts)
    .where(and(eq(pollCityTexts.city_slug, slug), inArray(pollCityTexts.locale, [locale, DEFAULT_LOCALE])));
  return (rows.find((row) => row.locale === locale) ?? rows[0])?.city ?? slug;
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
