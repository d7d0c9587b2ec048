// The admin's Payments view: every attempt (newest first) with its submission and provider ids, filtered
// by status and month, and the totals per month (paid and refunded, in cents). A payment whose submission
// we no longer hold (refunded as it arrived) has no submission and no title.
import { and, desc, eq, like, sql, type SQL } from "drizzle-orm";
import type { PaymentStatus } from "@shared/payments/payment-statuses";
import type { Db } from "../../db/client";
import { payments, submissions } from "../../db/schema";

/** The most rows one view answers (a month of a busy site); totals always count everything. */
export const PAYMENTS_VIEW_LIMIT = 500;

export async function listPayments(db: Db, filter: { status?: PaymentStatus | undefined; month?: string | undefined }) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.month) conditions.push(like(payments.created_at, `${filter.month}-%`));
  const rows = await db
    .select({
      id: payments.id,
      created_at: payments.created_at,
      submission_id: payments.submission_id,
      title: submissions.title,
      submission_status: submissions.status,
      tier: payments.tier,
      amount_cents: payments.amount_cents,
      currency: payments.currency,
      status: payments.status,
      provider: payments.provider,
      checkout_session_id: payments.checkout_session_id,
      payment_intent_id: payments.payment_intent_id,
      refund_id: payments.refund_id,
    })
    .from(payments)
    .leftJoin(submissions, eq(submissions.id, payments.submission_id))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(payments.id))
    .limit(PAYMENTS_VIEW_LIMIT);
  const totals = await db
    .select({
      month: sql<string>`substr(${payments.created_at}, 1, 7)`,
      paid_cents: sql<number>`coalesce(sum(CASE WHEN ${payments.status} = 'paid' THEN ${payments.amount_cents} END), 0)`,
      refunded_cents: sql<number>`coalesce(sum(CASE WHEN ${payments.status} = 'refunded' THEN ${payments.amount_cents} END), 0)`,
      count: sql<number>`count(*)`,
    })
    .from(payments)
    .groupBy(sql`substr(${payments.created_at}, 1, 7)`)
    .orderBy(desc(sql`substr(${payments.created_at}, 1, 7)`));
  return { payments: rows, totals };
}
