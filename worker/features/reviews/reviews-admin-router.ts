// `admin.reviews.*`: the moderators' queue of reviews (automatic holds, reports, edits after a hide).
// Publishing or hiding with a reason from the fixed list; a hidden review's author is e-mailed the reason
// and may edit it once. Each decision is audited; a review no longer in the queue cannot be decided again.
import { moderateReviewInput } from "@shared/reviews/review-schema";
import { reviewMessages } from "@shared/reviews/reviews-texts";
import type { HideReason } from "@shared/reviews/review-rules";
import { detailPath } from "@shared/routing/paths";
import * as clock from "@shared/time/clock";
import { publicOrigin } from "../../http/public-origin";
import { moderatorProcedure, router } from "../../trpc/init";
import { refusal } from "../../trpc/refusal";
import { actorOf, recordAudit } from "../audit/audit-log";
import { queueEmail } from "../notifications/email-queue";
import { decideReview, openReportReasons, reviewQueue, reviewWithListing } from "./review-queries";
import { shownPhotos } from "./review-photos";

export const reviewsAdminRouter = router({
  /** Held and reported reviews, oldest first, with why each is there. */
  list: moderatorProcedure.query(async ({ ctx }) => {
    const rows = await reviewQueue(ctx.db);
    const reports = await openReportReasons(
      ctx.db,
      rows.map((row) => row.review.id),
    );
    return rows.map(({ review: { photos, ...review }, listing, openReports }) => ({
      ...review,
      photos: shownPhotos(photos),
      openReports,
      reportReasons: reports.filter((report) => report.reviewId === review.id).map((report) => report.reason),
      listing: { id: listing.id, title: listing.title, path: detailPath(listing) },
    }));
  }),

  /** Publishes a review in the queue, or hides it with a reason (its author is e-mailed the reason). */
  decide: moderatorProcedure.input(moderateReviewInput).mutation(async ({ ctx, input }) => {
    const found = await reviewWithListing(ctx.db, input.id);
    if (!found) throw refusal("NOT_FOUND", reviewMessages, "reviewUnknown");
    const hide: HideReason | null = input.decision === "hide" ? input.reason : null;
    if (!(await decideReview(ctx.db, input.id, { hide }, clock.now()))) throw refusal("CONFLICT", reviewMessages, "reviewDecided");
    if (hide) {
      await queueEmail(
        ctx.env,
        ctx.db,
        { kind: "review_hidden", recipient: found.review.email, listingReviewId: input.id },
        { origin: publicOrigin(ctx.env, ctx.req.url) },
      );
    }
    await recordAudit(ctx.db, actorOf(ctx), {
      action: hide ? "review.hide" : "review.publish",
      target: { type: "review", id: input.id },
      detail: { listingId: found.listing.id, ...(hide ? { reason: hide } : {}) },
    });
    return { id: input.id, status: hide ? ("hidden" as const) : ("published" as const) };
  }),
});
