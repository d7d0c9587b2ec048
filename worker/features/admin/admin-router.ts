// `admin.submissions.*` and `admin.emails.*`: the moderation dashboard's calls (spec sections 2, 4 and 7).
// The review queue needs the moderator role, payments and e-mail delivery the admin role
// (shared/people/staff-roles.ts): the session and the role are checked here, on the server, for each call. Mutations also pass the same-origin guard in front of the API (worker/http/api-guards.ts).
import type { z } from "zod";
import { adminMessages } from "@shared/admin/admin-texts";
import {
  approveRefundInput,
  bulkReviewInput,
  listPaymentsInput,
  listSubmissionsInput,
  reviewSubmissionInput,
  submissionIdInput,
} from "@shared/admin/admin-schema";
import { ADMIN_PAGE_SIZE } from "@shared/submissions/submission-statuses-schema";
import { detailPath } from "@shared/routing/paths";
import type { Context } from "../../trpc/context";
import { adminProcedure, moderatorProcedure, router } from "../../trpc/init";
import { curationRouter } from "../admin-listings/curation-router";
import { digestAdminRouter } from "../newsletter/digest-admin-router";
import { auditRouter } from "../audit/audit-router";
import { peopleRouter } from "../people/people-router";
import { claimsAdminRouter } from "../owners/claims-admin-router";
import { reviewsAdminRouter } from "../reviews/reviews-admin-router";
import { changeRequestsAdminRouter } from "../owners/change-requests-admin-router";
import { performanceRouter } from "../web-vitals/vitals-route";
import { integrityRouter } from "../voting/integrity-router";
import { ballotAdminRouters } from "../voting/ballot-admin-router";
import { scheduleDecisionNotice, undoWindowSeconds } from "../notifications/decision-notice";
import { tellRsvpsOfTakedown } from "../going/change-notices";
import { publicOrigin } from "../../http/public-origin";
import { countUndelivered, listRecentEmails } from "../notifications/outbox-queries";
import { countByStatus, listSubmissions, reviewHistory, reviewSubmission, undoReview, toAdminSubmission } from "./moderation-queries";
import { listPayments, holdRefund } from "../payments/payment-queries";
import { refundPayment, refundSubmission, refundsAwaitingApproval } from "../payments/refunds";
import { roleAllows } from "@shared/people/staff-roles";
import * as clock from "@shared/time/clock";
import { refusal } from "../../trpc/refusal";
import { pick } from "../../db/pick";
import { isUniqueViolation } from "../../db/unique-violation";

/** How many e-mails the dashboard's delivery panel lists (newest first). */
const ADMIN_EMAIL_LIMIT = 20;

/** Runs a review or an undo; two approvals racing for one address answer CONFLICT. Any other failure is
 *  left to the error formatter (a generic INTERNAL_SERVER_ERROR, logged with its cause). */
async function withSlugConflict<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (cause) {
    if (isUniqueViolation(cause)) throw refusal("CONFLICT", adminMessages, "slugConflict", { cause });
    throw cause;
  }
}

type Decision = z.output<typeof reviewSubmissionInput>;

/**
 * One review, as the single and the bulk call make it: the submission, its audit row and its listing
 * change together (moderation-queries), and the submitter's notice is queued to go out when the undo
 * window closes. Null for an unknown id.
 */
async function decide(
  ctx: Pick<Context, "env" | "db" | "req"> & { session: { user: { id: string; email: string }; roles: readonly string[] } },
  input: Decision,
  bulk = false,
) {
  const outcome = await withSlugConflict(() =>
    reviewSubmission(ctx.db, {
      id: input.id,
      status: input.status,
      reviewerId: ctx.session.user.id,
      reviewerEmail: ctx.session.user.email,
      bulk,
      ...(input.status === "rejected" ? { reason: input.reason, note: input.note } : {}),
    }),
  );
  // Only admins cause money to move: a paid submission's refund after a bulk rejection, or a moderator's,
  // waits for an admin's approval in the Payments view; one admin's rejection refunds as it always did.
  if (outcome && input.status === "rejected") await holdRefund(ctx.db, outcome.id, bulk || !roleAllows(ctx.session.roles, "admin"));
  // Approving an approved item (or rejecting a rejected one) again tells the submitter nothing new.
  if (outcome && outcome.previous_status !== outcome.status) {
    await scheduleDecisionNotice(ctx, outcome.id, {
      reviewId: outcome.review_id,
      status: outcome.status,
      reason: input.status === "rejected" ? input.reason : null,
      submitterEmail: outcome.submitter_email,
    });
    // A rejection after approval took a published event down: whoever is going hears it is cancelled.
    if (outcome.previous_status === "approved" && outcome.status === "rejected")
      await tellRsvpsOfTakedown(ctx.env, ctx.db, outcome.id, publicOrigin(ctx.env, ctx.req.url), undoWindowSeconds(ctx.env));
  }
  return outcome;
}

export const adminRouter = router({
  /** The Listings view (beyond the spec): find, edit, unpublish and feature any listing. */
  listings: curationRouter,
  /** The weekly digest: preview, test send, bounced addresses. */
  digest: digestAdminRouter,
  /** The Best Coffee Shops integrity review: a season's votes, bursts, networks and voids. */
  integrity: integrityRouter,
  /** The audit log of every privileged action. */
  audit: auditRouter,
  /** Staff accounts: invitations, roles, deactivation, sessions. */
  people: peopleRouter,
  /** Claims on listings that wait for a moderator. */
  claims: claimsAdminRouter,
  reviews: reviewsAdminRouter,
  changeRequests: changeRequestsAdminRouter,
  /** Real visitors' Web Vitals. */
  performance: performanceRouter,
  nominations: ballotAdminRouters.nominations,
  ballot: ballotAdminRouters.ballot,
  submissions: router({
    /** The Pending, Approved and Rejected counters, counted on the server. */
    stats: moderatorProcedure.query(({ ctx }) => countByStatus(ctx.db)),

    /** One page of one status's queue (pending, newest first by default), filtered and searched; pages
     *  go on through everything: `nextCursor` is null on the last one. */
    list: moderatorProcedure.input(listSubmissionsInput).query(async ({ ctx, input }) => {
      // One row more than a page tells whether another page follows.
      const rows = await listSubmissions(ctx.db, input, ADMIN_PAGE_SIZE + 1);
      const items = rows.slice(0, ADMIN_PAGE_SIZE).map((row) => toAdminSubmission(row, undoWindowSeconds(ctx.env)));
      const last = items.at(-1);
      return { items, nextCursor: rows.length > ADMIN_PAGE_SIZE && last ? { created_at: last.created_at, id: last.id } : null };
    }),

    /** Approves or rejects (one stock reason) the chosen submissions, one after another, exactly as one
     *  review each: listing rows, audit rows and notices (after the undo window) included. */
    bulkReview: moderatorProcedure.input(bulkReviewInput).mutation(async ({ ctx, input }) => {
      const reviewed: number[] = [];
      for (const id of input.ids) {
        const single: Decision =
          input.status === "approved" ? { id, status: "approved" } : { id, status: "rejected", reason: input.reason, note: input.note };
        if (await decide(ctx, single, true)) reviewed.push(id);
      }
      return { reviewed, status: input.status };
    }),

    /** Every review of one submission, oldest first (the audit trail). */
    history: moderatorProcedure.input(submissionIdInput).query(({ ctx, input }) => reviewHistory(ctx.db, input.id)),

    /**
     * Approve or reject (a rejection with a stock reason and an optional note); approval publishes the
     * submission as a listing, rejection unpublishes it. The submitter's notice is queued to go out when
     * the undo window closes.
     */
    review: moderatorProcedure.input(reviewSubmissionInput).mutation(async ({ ctx, input }) => {
      const outcome = await decide(ctx, input);
      if (!outcome) throw refusal("NOT_FOUND", adminMessages, "submissionNotFound");
      return {
        ...pick(outcome, ["id", "status", "reviewed_at", "reviewed_by", "published_at"]),
        public_path: outcome.slug ? detailPath({ type: outcome.content_type, city: outcome.city, slug: outcome.slug, title: outcome.title }) : null,
        undo_until: new Date(Date.parse(outcome.reviewed_at) + undoWindowSeconds(ctx.env) * 1000).toISOString(),
      };
    }),

    /** Undo the latest approval or rejection while its undo window lasts; its notice is never sent. */
    undo: moderatorProcedure.input(submissionIdInput).mutation(async ({ ctx, input }) => {
      const outcome = await withSlugConflict(() =>
        undoReview(ctx.db, {
          id: input.id,
          adminId: ctx.session.user.id,
          adminEmail: ctx.session.user.email,
          windowSeconds: undoWindowSeconds(ctx.env),
        }),
      );
      switch (outcome.kind) {
        case "not_found":
          throw refusal("NOT_FOUND", adminMessages, "submissionNotFound");
        case "nothing_to_undo":
          throw refusal("CONFLICT", adminMessages, "nothingToUndo");
        case "too_late":
          throw refusal("CONFLICT", adminMessages, "undoTooLate");
        case "undone":
          return { id: outcome.id, status: outcome.status };
      }
    }),
  }),

  payments: router({
    /** The Payments view: attempts with their Stripe ids, by status and month, and totals per month. */
    list: adminProcedure.input(listPaymentsInput).query(({ ctx, input }) => listPayments(ctx.db, input)),

    /** Refunds held for an admin's approval (bulk rejections, moderators' rejections). */
    refundsAwaiting: adminProcedure.query(({ ctx }) => refundsAwaitingApproval(ctx.db)),

    /** An admin approves a held refund: the money goes back now, the audit log names the admin. */
    approveRefund: adminProcedure.input(approveRefundInput).mutation(async ({ ctx, input }) => {
      const [held] = await refundsAwaitingApproval(ctx.db, input.paymentId);
      if (!held) throw refusal("CONFLICT", adminMessages, "refundNotAwaiting");
      const refunded = await refundSubmission(ctx.env, ctx.db, held.submission_id, clock.now(), ctx.session.user);
      if (refunded === null) throw refusal("CONFLICT", adminMessages, "refundNotAwaiting");
      return { paymentId: held.id, refunded_cents: refunded };
    }),

    /** An admin refunds a paid payment in full (audited under the admin's address); pressing again refunds nothing more. */
    refund: adminProcedure.input(approveRefundInput).mutation(async ({ ctx, input }) => {
      const refunded = await refundPayment(ctx.env, ctx.db, input.paymentId, ctx.session.user);
      if (refunded === null) throw refusal("CONFLICT", adminMessages, "refundNotPaid");
      return { paymentId: input.paymentId, refunded_cents: refunded };
    }),
  }),

  emails: router({
    /** The newest e-mails and how many failed or wait for a retry (the dashboard's delivery panel). */
    recent: adminProcedure.query(async ({ ctx }) => ({
      emails: await listRecentEmails(ctx.db, ADMIN_EMAIL_LIMIT),
      undelivered: await countUndelivered(ctx.db),
    })),
  }),
});
