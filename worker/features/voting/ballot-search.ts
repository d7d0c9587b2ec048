// The Best Coffee Shops ballot in search (decision 0118): the ballot's shops are not listings (they have
// no page of their own; their votes live in the city's Durable Object), so they have their own FTS5 index
// (`ballot_shops_fts`, migration 0020, kept by triggers on the shops and their texts) and a search answers
// the ones its words find beside the listings, each leading to its city's voting page. A ballot holds five
// shops per city: at most BALLOT_MATCHES_MAX are shown, on the first page only. Search keeps them with its
// ranking (worker/features/listings/search-queries.ts).
import * as clock from "@shared/time/clock";
import type { FtsQueries } from "@shared/search/search";
import { coffeeCityPath } from "@shared/routing/paths";
import type { Context } from "../../trpc/context";
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { pollCities, pollShops } from "../../db/schema";
import { readDb } from "../listings/listing-rows";

export const BALLOT_MATCHES_MAX = 5;

export interface BallotMatch {
  name: string;
  address: string;
  city: string;
  /** Its city's voting page. */
  path: string;
}

/** The name first, then tags, place and description (the two unindexed keys weigh nothing). */
const BALLOT_BM25_WEIGHTS = sql.raw("0, 0, 10.0, 4.0, 2.0, 1.0");

/** The ballot's shops a search's words find (in a city, its catalogue name, when given), best first. */
export async function ballotMatches(
  ctx: Pick<Context, "env" | "resHeaders" | "meter">,
  queries: FtsQueries,
  city: string | undefined,
): Promise<BallotMatch[]> {
  const db = readDb(ctx);
  // A shop accepted for a later season is found once that season's year has come.
  const [rows] = await db.batch([
    db
      .select({ city_slug: pollShops.city_slug, name: pollShops.name, address: pollShops.address, city: pollShops.city })
      .from(sql`ballot_shops_fts f`)
      .innerJoin(pollShops, sql`${pollShops.city_slug} = f.city_slug AND ${pollShops.id} = f.shop_id`)
      .innerJoin(pollCities, eq(pollCities.slug, pollShops.city_slug))
      .where(
        and(
          sql`ballot_shops_fts MATCH ${queries.match}`,
          eq(pollShops.retired, false),
          eq(pollCities.retired, false),
          or(isNull(pollShops.from_year), lte(pollShops.from_year, clock.now().getUTCFullYear())),
          city === undefined ? undefined : eq(pollShops.city, city),
        ),
      )
      .orderBy(sql`bm25(ballot_shops_fts, ${BALLOT_BM25_WEIGHTS})`, pollShops.position)
      .limit(BALLOT_MATCHES_MAX),
  ]);
  return rows.map((row) => ({ name: row.name, address: row.address, city: row.city, path: coffeeCityPath(row.city_slug) }));
}
