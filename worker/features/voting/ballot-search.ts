// The Best Coffee Shops ballot in search (decision 0118): the ballot's shops are not listings (they have
// no page of their own; their votes live in the city's Durable Object), so they have their own FTS5 index
// (`ballot_shops_fts`, migration 0020, kept by triggers on the shops and their texts) and a search answers
// the ones its words find beside the listings, each leading to its city's voting page. A ballot holds five
// shops per city: at most BALLOT_MATCHES_MAX are shown, on the first page only. Search keeps them with its
// ranking (worker/features/listings/search-queries.ts).
import { z } from "zod";
import * as clock from "@shared/time/clock";
import type { FtsQueries } from "@shared/search/search";
import { coffeeCityPath } from "@shared/routing/paths";
import type { Context } from "../../trpc/context";
import { read, readBatch } from "../listings/listing-rows";

export const BALLOT_MATCHES_MAX = 5;

export interface BallotMatch {
  name: string;
  address: string;
  city: string;
  /** Its city's voting page. */
  path: string;
}

/** The name first, then tags, place and description (the two unindexed keys weigh nothing). */
const BALLOT_BM25_WEIGHTS = "0, 0, 10.0, 4.0, 2.0, 1.0";

const ballotMatchRow = z.object({ city_slug: z.string(), id: z.string(), name: z.string(), address: z.string(), city: z.string() });

/** The ballot's shops a search's words find (in a city, its catalogue name, when given), best first. */
export async function ballotMatches(
  ctx: Pick<Context, "env" | "resHeaders" | "meter">,
  queries: FtsQueries,
  city: string | undefined,
): Promise<BallotMatch[]> {
  const inCity = city === undefined ? "" : " AND s.city = ?";
  // A shop accepted for a later season is found once that season's year has come.
  const statement = ctx.env.DB.prepare(
    `SELECT s.city_slug, s.id, s.name, s.address, s.city FROM ballot_shops_fts f
       JOIN poll_shops s ON s.city_slug = f.city_slug AND s.id = f.shop_id
       JOIN poll_cities c ON c.slug = s.city_slug
     WHERE ballot_shops_fts MATCH ? AND s.retired = 0 AND c.retired = 0 AND (s.from_year IS NULL OR s.from_year <= ?)${inCity}
     ORDER BY bm25(ballot_shops_fts, ${BALLOT_BM25_WEIGHTS}), s.position LIMIT ?`,
  ).bind(queries.match, clock.now().getUTCFullYear(), ...(city === undefined ? [] : [city]), BALLOT_MATCHES_MAX);
  const [rows] = await readBatch(ctx, [read(statement, ballotMatchRow)]);
  return rows.map((row) => ({ name: row.name, address: row.address, city: row.city, path: coffeeCityPath(row.city_slug) }));
}
