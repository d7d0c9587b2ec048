// `admin.submissions.*`: the moderation dashboard's calls (spec sections 2, 4 and 7). Every procedure
// is an adminProcedure: the session and the admin role are checked here, on the server, for each call.
// Mutations also pass the same-origin guard in front of the API (worker/http/api-guards.ts).
import { TRPCError } from "@trpc/server";
import { adminMessages } from "@shared/messages/admin";
import { bulkRejectInput, listSubmissionsInput, reviewSubmissionInput, submissionIdInput } from "@shared/schemas/admin";
import { ADMIN_PAGE_SIZE } from "@shared/schemas/submission-statuses";
import { detailPath } from "@shared/rules/paths";
import { adminProcedure, router } from "../../trpc/init";
import { bulkReject, countByStatus, listSubmissions, reviewHistory, reviewSubmission } from "./moderation-queries";
import { toAdminSubmission } from "./submission-shapes";

/** Runs a review; two approvals racing for one address answer CONFLICT. Any other failure is left to the
 *  error formatter (a generic INTERNAL_SERVER_ERROR, logged with its cause). */
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
  submissions: router({
    /** The Pending, Approved and Rejected counters, counted on the server. */
    stats: adminProcedure.query(({ ctx }) => countByStatus(ctx.db)),

    /** One page of one status's queue (pending, newest first by default), filtered and searched; pages
     *  go on through everything: `nextCursor` is null on the last one. */
    list: adminProcedure.input(listSubmissionsInput).query(async ({ ctx, input }) => {
      // One row more than a page tells whether another page follows.
      const rows = await listSubmissions(ctx.db, input, ADMIN_PAGE_SIZE + 1);
      const items = rows.slice(0, ADMIN_PAGE_SIZE).map(toAdminSubmission);
      const last = items.at(-1);
      return { items, nextCursor: rows.length > ADMIN_PAGE_SIZE && last ? { created_at: last.created_at, id: last.id } : null };
    }),

    /** Rejects the chosen submissions in one D1 batch, for one stock reason (shared/schemas/rejection-reasons.ts). */
    bulkReject: adminProcedure.input(bulkRejectInput).mutation(async ({ ctx, input }) => {
      const rejected = await bulkReject(ctx.db, { ids: input.ids, reviewerId: ctx.session.user.id });
      return { rejected, reason: input.reason };
    }),

    /** Every review of one submission, oldest first (the audit trail). */
    history: adminProcedure.input(submissionIdInput).query(({ ctx, input }) => reviewHistory(ctx.db, input.id)),

    /** Approve or reject; approval publishes the submission as a listing, rejection unpublishes it. */
    review: adminProcedure.input(reviewSubmissionInput).mutation(async ({ ctx, input }) => {
      const outcome = await withSlugConflict(() =>
        reviewSubmission(ctx.db, { id: input.id, status: input.status, reviewerId: ctx.session.user.id }),
      );
      if (!outcome) throw new TRPCError({ code: "NOT_FOUND", message: adminMessages.submissionNotFound });
      return {
        id: outcome.id,
        status: outcome.status,
        reviewed_at: outcome.reviewed_at,
        reviewed_by: outcome.reviewed_by,
        published_at: outcome.published_at,
        public_path: outcome.slug
          ? detailPath({ type: outcome.content_type, city: outcome.city, slug: outcome.slug, title: outcome.title })
          : null,
      };
    }),
  }),
});
