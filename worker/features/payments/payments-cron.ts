// The payments side of the 15-minute Cron Trigger: promotions whose window has passed end (the listing
// rows change, so the content version moves and no cached page keeps them), submissions left awaiting
// payment for AWAITING_PAYMENT_DAYS go to review for free (decision record 0081), and paid rejections
// past the undo window are refunded (refunds.ts).
import { and, eq, isNotNull, lte } from "drizzle-orm";
import { AWAITING_PAYMENT_DAYS } from "@shared/payments/payment-statuses";
import * as clock from "@shared/time/clock";
import { createDb, type Db } from "../../db/client";
import { listings, payments, submissions } from "../../db/schema";
import { undoWindowSeconds } from "../notifications/decision-notice";
import { refundSettledRejections } from "./refunds";

/** Clears the promotion of every listing whose window ended by `nowMs`; answers how many. */
export async function endPromotions(db: Db, nowMs: number): Promise<number> {
  const ended = await db
    .update(listings)
    .set({ promoted: null, updated_at: new Date(nowMs).toISOString() })
    .where(and(isNotNull(listings.promoted), lte(listings.promoted_until, nowMs)))
    .returning({ id: listings.id });
  return ended.length;
}

/**
 * Submissions awaiting payment since before the cut-off drop their tier and join the review queue as free
 * ones (their open attempts are closed: a Checkout Session lasts an hour, so Stripe's have long expired).
 * Answers how many moved.
 */
export async function sweepAwaitingPayment(db: Db, now: Date = clock.now()): Promise<number> {
  const cutoff = new Date(now.getTime() - AWAITING_PAYMENT_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const moved = await db
    .update(submissions)
    .set({ status: "pending", promotion_tier: "none", price: 0 })
    .where(and(eq(submissions.status, "awaiting_payment"), lte(submissions.created_at, cutoff)))
    .returning({ id: submissions.id });
  for (const { id } of moved) {
    await db
      .update(payments)
      .set({ status: "expired", updated_at: now.toISOString() })
      .where(and(eq(payments.submission_id, id), eq(payments.status, "open")));
  }
  return moved.length;
}

/** Every chore of the sweep, each logged when it did something. */
export async function runPaymentsCron(env: Env): Promise<void> {
  const db = createDb(env.DB);
  const now = clock.now();
  const ended = await endPromotions(db, now.getTime());
  if (ended > 0) console.log(`Ended ${ended} promotion(s).`);
  const swept = await sweepAwaitingPayment(db, now);
  if (swept > 0) console.log(`Sent ${swept} unpaid submission(s) to free review.`);
  const refunded = await refundSettledRejections(env, db, undoWindowSeconds(env), now);
  if (refunded > 0) console.log(`Refunded ${refunded} rejected submission(s).`);
}
