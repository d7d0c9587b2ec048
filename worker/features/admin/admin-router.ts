// `admin.submissions.*` and `admin.emails.*`: the moderation dashboard's calls (spec sections 2, 4 and 7).
// Every procedure is an adminProcedure: the session and the admin role are checked here, on the server, for
// each call. Mutations also pass the same-origin guard in front of the API (worker/http/api-guards.ts).
import { TRPCError } from "@trpc/server";
import { adminMessages } from "@shared/messages/admin";
import { listSubmissionsInput, reviewSubmissionInput, setPaidInput, submissionIdInput } from "@shared/schemas/admin";
import { ADMIN_LIST_LIMIT } from "@shared/schemas/submission-statuses";
import { detailPath } from "@shared/rules/paths";
import { adminProcedure, router } from "../../trpc/init";
import { curationRouter } from "../admin-listings/curation-router";
import { scheduleDecisionNotice, undoWindowSeconds } from "../notifications/decision-notice";
import { countUndelivered, listRecentEmails } from "../notifications/outbox-queries";
import { countByStatus, listSubmissions, reviewHistory, reviewSubmission, setPaid, undoReview } from "./moderation-queries";
import { toAdminSubmission } from "./submission-shapes";

/** How many e-mails the dashboard's delivery panel lists (newest first). */
const ADMIN_EMAIL_LIMIT = 20;

/** Runs a review or an undo; two approvals racing for one address answer CONFLICT. Any other failure is
 *  left to the error formatter (a generic INTERNAL_SERVER_ERROR, logged with its cause). */
async function withSlugConflict<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (cause) {
    if (isUniqueViolation(cause)) throw new TRPCError({ code: "CONFLICT", message: adminMessages.slugConflict, cause });
    throw cause;
  }
}

/** Two approvals raced for one address in a city (the unique index on city and slug caught it). */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current.message.includes("UNIQUE constraint failed")) return true;
  }
  return false;
}

export const adminRouter = router({
  /** The Listings view (beyond the spec): find, edit, unpublish and feature any listing. */
  listings: curationRouter,
  submissions: router({
    /** The Pending, Approved and Rejected counters, counted on the server. */
    stats: adminProcedure.query(({ ctx }) => countByStatus(ctx.db)),

    /** One status's submissions (pending by default), newest first, at most ADMIN_LIST_LIMIT. */
    list: adminProcedure
      .input(listSubmissionsInput)
      .query(async ({ ctx, input }) =>
        (await listSubmissions(ctx.db, input.status, ADMIN_LIST_LIMIT)).map((row) => toAdminSubmission(row, undoWindowSeconds(ctx.env))),
      ),

    /** Every review of one submission, oldest first (the audit trail). */
    history: adminProcedure.input(submissionIdInput).query(({ ctx, input }) => reviewHistory(ctx.db, input.id)),

    /**
     * Approve or reject (a rejection with a stock reason and an optional note); approval publishes the
     * submission as a listing, rejection unpublishes it. The submitter's notice is queued to go out when
     * the undo window closes.
     */
    review: adminProcedure.input(reviewSubmissionInput).mutation(async ({ ctx, input }) => {
      const outcome = await withSlugConflict(() =>
        reviewSubmission(ctx.db, {
          id: input.id,
          status: input.status,
          reviewerId: ctx.session.user.id,
          ...(input.status === "rejected" ? { reason: input.reason, note: input.note } : {}),
        }),
      );
      if (!outcome) throw new TRPCError({ code: "NOT_FOUND", message: adminMessages.submissionNotFound });
      // Approving an approved item (or rejecting a rejected one) again tells the submitter nothing new.
      if (outcome.previous_status !== outcome.status) {
        await scheduleDecisionNotice(ctx, outcome.id, {
          reviewId: outcome.review_id,
          status: outcome.status,
          reason: input.status === "rejected" ? input.reason : null,
          submitterEmail: outcome.submitter_email,
        });
      }
      return {
        id: outcome.id,
        status: outcome.status,
        reviewed_at: outcome.reviewed_at,
        reviewed_by: outcome.reviewed_by,
        published_at: outcome.published_at,
        public_path: outcome.slug
          ? detailPath({ type: outcome.content_type, city: outcome.city, slug: outcome.slug, title: outcome.title })
          : null,
        undo_until: new Date(Date.parse(outcome.reviewed_at) + undoWindowSeconds(ctx.env) * 1000).toISOString(),
      };
    }),

    /** Undo the latest approval or rejection while its undo window lasts; its notice is never sent. */
    undo: adminProcedure.input(submissionIdInput).mutation(async ({ ctx, input }) => {
      const outcome = await withSlugConflict(() =>
        undoReview(ctx.db, { id: input.id, adminId: ctx.session.user.id, windowSeconds: undoWindowSeconds(ctx.env) }),
      );
      switch (outcome.kind) {
        case "not_found":
          throw new TRPCError({ code: "NOT_FOUND", message: adminMessages.submissionNotFound });
        case "nothing_to_undo":
          throw new TRPCError({ code: "CONFLICT", message: adminMessages.nothingToUndo });
        case "too_late":
          throw new TRPCError({ code: "CONFLICT", message: adminMessages.undoTooLate });
        case "undone":
          return { id: outcome.id, status: outcome.status };
      }
    }),

    /** Record that a submission's tier is paid (or not): only paid tiers get promotion benefits. */
    setPaid: adminProcedure.input(setPaidInput).mutation(async ({ ctx, input }) => {
      if (!(await setPaid(ctx.db, input.id, input.paid))) {
        throw new TRPCError({ code: "NOT_FOUND", message: adminMessages.submissionNotFound });
      }
      return { id: input.id, paid: input.paid };
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
