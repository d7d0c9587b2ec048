// Reading the `listings` table: the columns a public answer needs, each row turned back into the
// spec's Listing shape, and every read metered (D1's rows_read) and guarded (a D1 failure becomes a
// clear SERVICE_UNAVAILABLE, which the edge turns into its 503 page).
import { TRPCError } from "@trpc/server";
import type { BrowsableType, Listing } from "@shared/catalogue/listing";
import type { PromotedTier } from "@shared/catalogue/listing-states";
import { listingMessages } from "@shared/messages/listing";
import type { Province } from "@shared/places/place-types";
import type { Context } from "../../trpc/context";

export type PublicListing = Listing & {
  /** Set on listings that came from a paid submission tier. */
  promoted?: PromotedTier;
  /** Set when the listing's text is written in French (pages mark it lang="fr-CA"); absent for English. */
  language?: "fr";
};

/** A public listing that has a screen (every public read filters on the browsable types). */
export type BrowsableListing = PublicListing & { type: BrowsableType };

/** Columns of a card (summary); `DETAIL_COLUMNS` adds what only a detail page shows. */
export const CARD_COLUMNS =
  "l.id, l.type, l.slug, l.title, substr(l.description, 1, 400) AS description, l.image, l.city, l.province, l.location, l.date, l.tags, l.featured, l.promoted, l.language";
export const DETAIL_COLUMNS =
  "l.id, l.type, l.slug, l.title, l.description, l.image, l.city, l.province, l.location, l.date, l.tags, l.featured, l.promoted, l.language, l.website, l.address, l.phone, l.hours, l.highlights, l.best_time, l.cost";

export interface ListingSqlRow {
  id: number;
  /** Every public read selects browsable types only. */
  type: BrowsableType;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  city: string;
  /** Written from the catalogue or from the city's province when publishing, so always a Province. */
  province: Province;
  location: string;
  date: string | null;
  tags: string;
  featured: number;
  promoted: PromotedTier | null;
  language: "en" | "fr";
  website?: string | null;
  address?: string | null;
  phone?: string | null;
  hours?: string | null;
  highlights?: string | null;
  best_time?: string | null;
  cost?: string | null;
}

const opt = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

function stringList(json: string | null | undefined): string[] | undefined {
  if (!json) return undefined;
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === "string") : undefined;
}

export function toPublicListing(row: ListingSqlRow): BrowsableListing {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: opt(row.image),
    type: row.type,
    location: row.location,
    city: row.city,
    province: row.province,
    date: opt(row.date),
    tags: stringList(row.tags) ?? [],
    featured: row.featured === 1,
    website: opt(row.website),
    address: opt(row.address),
    phone: opt(row.phone),
    hours: opt(row.hours),
    highlights: stringList(row.highlights),
    bestTime: opt(row.best_time),
    cost: opt(row.cost),
    promoted: opt(row.promoted),
    language: row.language === "fr" ? "fr" : undefined,
  };
}


/** The rows D1 read for this request so far, shown outside production as `X-D1-Rows-Read`. */
function meter(ctx: Pick<Context, "env" | "resHeaders" | "meter">, rowsRead: number) {
  ctx.meter.rowsRead += rowsRead;
  if (ctx.env.APP_ENV !== "production") ctx.resHeaders.set("X-D1-Rows-Read", String(ctx.meter.rowsRead));
}

type ReadContext = Pick<Context, "env" | "resHeaders" | "meter">;

/**
 * Runs read statements as one D1 batch (one round trip), metered. Any D1 failure is logged and becomes
 * SERVICE_UNAVAILABLE with a plain message: no SQL or stack reaches a client.
 */
export async function readBatch<T extends unknown[]>(
  ctx: ReadContext,
  statements: { [K in keyof T]: D1PreparedStatement },
): Promise<{ [K in keyof T]: T[K][] }> {
  let results: D1Result[];
  try {
    results = statements.length === 1 ? [await statements[0]!.all()] : await ctx.env.DB.batch(statements);
  } catch (cause) {
    console.error("Listings could not be read from D1", cause);
    throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: listingMessages.unavailable, cause });
  }
  meter(ctx, results.reduce((sum, result) => sum + (result.meta?.rows_read ?? 0), 0));
  return results.map((result) => result.results) as { [K in keyof T]: T[K][] };
}
