// A listing's promotion as its owners buy it from /owner: what they may buy now (either tier, or a renewal
// of the one running, which extends it), and the listing's payments with their windows. The checkout, the
// webhook and the refunds are the payments feature's, shared with submissions.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { PromotedTier } from "@shared/listings/listing-states";
import { PAID_TIERS, priceCentsForTier } from "@shared/submissions/promotion-tiers";
import { cityDay } from "@shared/time/city-day";
import { eventZone } from "@shared/time/event-occurrences";
import type { Db } from "../../db/client";
import { listings, payments } from "../../db/schema";

/** The promotion running now, if any (an ended one waits for the Cron Trigger to clear `promoted`). */
export function runningPromotion(listing: { promoted: PromotedTier | null; promoted_until: number | null }, nowMs: number) {
  return listing.promoted && listing.promoted_until !== null && listing.promoted_until > nowMs
    ? { tier: listing.promoted, until: listing.promoted_until }
    : null;
}

/**
 * What the owner may buy: both tiers, or, while one runs, a renewal of that one (no switch mid-way); nothing
 * for an unpublished listing, which a promotion could not show.
 */
export function promotionOffers(running: { tier: PromotedTier } | null, published: boolean) {
  if (!published) return [];
  return PAID_TIERS.filter((tier) => !running || tier.id === running.tier).map((tier) => ({
    tier: tier.id,
    name: tier.name,
    priceCents: priceCentsForTier(tier.id),
    renews: running !== null,
  }));
}

/** A listing's promotion and city, for the checkout's checks. */
export async function listingForPromotion(db: Db, listingId: number) {
  const [row] = await db
    .select({
      title: listings.title,
      city: listings.city,
      status: listings.status,
      promoted: listings.promoted,
      promoted_until: listings.promoted_until,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  return row ?? null;
}

/**
 * The listing's payments that came to something (paid, refunded, or still open), newest first, with the
 * days as the listing's city counts them: paid on, and the window bought.
 */
export async function listingPayments(db: Db, listingId: number, city: string) {
  const rows = await db
    .select({
      id: payments.id,
      tier: payments.tier,
      amount_cents: payments.amount_cents,
      status: payments.status,
      paid_at: payments.paid_at,
      promotion_from: payments.promotion_from,
      promotion_until: payments.promotion_until,
    })
    .from(payments)
    .where(and(eq(payments.listing_id, listingId), inArray(payments.status, ["open", "paid", "refunded"])))
    .orderBy(desc(payments.id));
  const day = (ms: number) => cityDay(ms, eventZone(city));
  return rows.map((row) => ({
    id: row.id,
    tier: row.tier,
    amountCents: row.amount_cents,
    status: row.status,
    paidOn: row.paid_at ? day(Date.parse(row.paid_at)) : null,
    window:
      row.status === "paid" && row.promotion_from !== null && row.promotion_until !== null
        ? { from: day(row.promotion_from), until: day(row.promotion_until) }
        : null,
    /** Paid or refunded: it has a printable receipt. */
    receipt: row.status !== "open",
  }));
}
