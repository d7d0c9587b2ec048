// A receipt per paid (or refunded) payment: the amount, the sales tax it includes for the listing's
// province on the payment's date (shared/payments/sales-tax.ts), the promotion window and the seller's
// registration numbers. Everything comes from the stored payment and its submission (or the listing an
// owner bought it for), nothing from the client.
import { and, eq, inArray } from "drizzle-orm";
import { includedTax, type IncludedTax } from "@shared/payments/sales-tax";
import { PROMOTION_MS } from "@shared/payments/payment-statuses";
import { provinceOf } from "@shared/places/city-provinces";
import { cityTimeZone } from "@shared/places/city-time-zones";
import { cityDay, DEFAULT_EVENT_ZONE } from "@shared/time/city-day";
import * as clock from "@shared/time/clock";
import { DEFAULT_LOCALE } from "@shared/i18n/locales";
import type { Db } from "../../db/client";
import { listingOwners, listings, payments, submissions } from "../../db/schema";
import type { PaymentStatus } from "@shared/payments/payment-statuses";
import type { PromotionTier } from "@shared/submissions/promotion-tiers";

/** The payments that have a receipt: the provider took the money (and may have given it back since). */
const WITH_RECEIPT = ["paid", "refunded"] as const;

/** The payment's columns a receipt reads. */
const RECEIPT_PAYMENT = {
  id: payments.id,
  tier: payments.tier,
  amount_cents: payments.amount_cents,
  status: payments.status,
  paid_at: payments.paid_at,
  refunded_at: payments.refunded_at,
  promotion_from: payments.promotion_from,
  promotion_until: payments.promotion_until,
};

/** The receipt's number: stable, the payment's own id. */
const receiptNumber = (paymentId: number) => `LH-${String(paymentId).padStart(6, "0")}`;

/** The tax included in a payment, by the listing city's province, on the payment's date in that city. */
export function paymentTax(amountCents: number, city: string, paidAt: string): IncludedTax | null {
  const province = provinceOf(city);
  return province ? includedTax(amountCents, province, cityDay(Date.parse(paidAt), zoneOf(city))) : null;
}

const zoneOf = (city: string) => cityTimeZone(city) ?? DEFAULT_EVENT_ZONE;

/** The seller's registration numbers, or null where none is configured (locally). */
function registrationNumbers(env: Pick<Env, "GST_HST_NUMBER" | "QST_NUMBER">) {
  return { gst_hst: env.GST_HST_NUMBER?.trim() || null, qst: env.QST_NUMBER?.trim() || null };
}

/** The ids of a submission's payments that have a receipt, oldest first (the status page links each). */
export async function receiptIds(db: Db, submissionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.submission_id, submissionId), inArray(payments.status, WITH_RECEIPT)))
    .orderBy(payments.id);
  return rows.map((row) => row.id);
}

/**
 * The receipt of `paymentId` when it belongs to the submission behind the status token's hash, the link has
 * not expired and the payment was paid; otherwise null (the caller answers NOT_FOUND for all of these alike).
 */
export async function receiptByToken(
  db: Db,
  env: Pick<Env, "GST_HST_NUMBER" | "QST_NUMBER">,
  tokenHash: string,
  paymentId: number,
  now = clock.now(),
) {
  const [row] = await db
    .select({
      ...RECEIPT_PAYMENT,
      title: submissions.title,
      city: submissions.city,
      expires_at: submissions.status_token_expires_at,
      promoted_until: listings.promoted_until,
    })
    .from(payments)
    .innerJoin(submissions, eq(submissions.id, payments.submission_id))
    .leftJoin(listings, eq(listings.submission_id, submissions.id))
    .where(and(eq(payments.id, paymentId), eq(submissions.status_token_hash, tokenHash), inArray(payments.status, WITH_RECEIPT)))
    .limit(1);
  if (!row?.paid_at || !row.expires_at || Date.parse(row.expires_at) <= now.getTime()) return null;
  // From publication for 30 days: its dates once published (a refund ends it and leaves none).
  const window = row.promoted_until === null ? null : { from: row.promoted_until - PROMOTION_MS, until: row.promoted_until };
  return receiptOf(env, { ...row, paid_at: row.paid_at, window });
}

/**
 * The receipt of `paymentId` when it is a listing's payment and the person manages that listing (an owner
 * or a manager: the team's receipts are the business's), paid or refunded; otherwise null (NOT_FOUND alike).
 */
export async function receiptForOwner(db: Db, env: Pick<Env, "GST_HST_NUMBER" | "QST_NUMBER">, userId: string, paymentId: number) {
  const [row] = await db
    .select({ ...RECEIPT_PAYMENT, title: listings.title, city: listings.city, listing_id: listings.id })
    .from(payments)
    .innerJoin(listings, eq(listings.id, payments.listing_id))
    .innerJoin(listingOwners, and(eq(listingOwners.listing_id, listings.id), eq(listingOwners.user_id, userId)))
    .where(and(eq(payments.id, paymentId), inArray(payments.status, WITH_RECEIPT)))
    .limit(1);
  if (!row?.paid_at) return null;
  const window = row.promotion_from === null || row.promotion_until === null ? null : { from: row.promotion_from, until: row.promotion_until };
  const receipt = receiptOf(env, { ...row, paid_at: row.paid_at, window });
  return receipt ? { ...receipt, listing_id: row.listing_id } : null;
}

interface ReceiptFacts {
  id: number;
  tier: PromotionTier;
  amount_cents: number;
  status: PaymentStatus;
  paid_at: string;
  refunded_at: string | null;
  title: string;
  city: string;
  /** The promotion window the payment bought (UTC ms), or null before it is known. */
  window: { from: number; until: number } | null;
}

/** A receipt's figures and words' facts, the same for a submission's payment and a listing's. */
function receiptOf(env: Pick<Env, "GST_HST_NUMBER" | "QST_NUMBER">, row: ReceiptFacts) {
  const tax = paymentTax(row.amount_cents, row.city, row.paid_at);
  if (!tax) return null;
  const zone = zoneOf(row.city);
  const day = (ms: number) => cityDay(ms, zone);
  const refunded = row.status === "refunded";
  return {
    number: receiptNumber(row.id),
    paid_on: day(Date.parse(row.paid_at)),
    refunded_on: refunded && row.refunded_at ? day(Date.parse(row.refunded_at)) : null,
    status: row.status as (typeof WITH_RECEIPT)[number],
    tier: row.tier,
    title: row.title,
    city: row.city,
    // A refund ends the window and leaves none.
    promotion: row.window === null || refunded ? null : { from: day(row.window.from), until: day(row.window.until) },
    amount_cents: row.amount_cents,
    tax,
    registration: registrationNumbers(env),
  };
}

/** A listing's paid payment as its "Payment received" e-mail tells it (null once refunded, or not a listing's). */
export async function listingPaymentForEmail(db: Db, paymentId: number) {
  const [row] = await db
    .select({ ...RECEIPT_PAYMENT, language: payments.language, title: listings.title, city: listings.city })
    .from(payments)
    .innerJoin(listings, eq(listings.id, payments.listing_id))
    .where(and(eq(payments.id, paymentId), eq(payments.status, "paid")))
    .limit(1);
  if (!row?.paid_at) return null;
  const day = (ms: number) => cityDay(ms, zoneOf(row.city));
  return {
    id: row.id,
    title: row.title,
    tier: row.tier,
    amountCents: row.amount_cents,
    language: row.language ?? DEFAULT_LOCALE,
    tax: paymentTax(row.amount_cents, row.city, row.paid_at),
    window: row.promotion_from === null || row.promotion_until === null ? null : { from: day(row.promotion_from), until: day(row.promotion_until) },
  };
}
