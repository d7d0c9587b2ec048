// `reviews.*`: a visitor writes a review or tip (bot challenge and rate limit as submissions), and its
// e-mailed link publishes it (or holds it for the moderators: review-holds.ts); the same link lets the
// reviewer edit or delete it later. Anyone may report a published review.
import { reviewMessages } from "@shared/reviews/reviews-texts";
import {
  editReviewInput,
  reportReviewInput,
  reviewLinkInput,
  reviewListInput,
  reviewSummaryInput,
  writeReviewInput,
} from "@shared/reviews/review-schema";
import { REVIEW_LINK_DAYS, type HoldReason, type ReviewStatus } from "@shared/reviews/review-rules";
import { detailPath } from "@shared/routing/paths";
import * as clock from "@shared/time/clock";
import { timingOfColumns } from "@shared/time/event-occurrences";
import { publicOrigin } from "../../http/public-origin";
import { forgetContentVersion } from "../../cache/content-version";
import { isUniqueViolation } from "../../db/unique-violation";
import { sha256Hex } from "../../crypto/hex-digest";
import { rateLimited } from "../../rate-limit/rate-limit";
import { personalProcedure, publicProcedure, router } from "../../trpc/init";
import { reviewPage, reviewSummary } from "./review-lists";
import { readDb } from "../listings/listing-rows";
import type { Db } from "../../db/client";
import { refusal } from "../../trpc/refusal";
import type { Context } from "../../trpc/context";
import { queueEmail } from "../notifications/email-queue";
import { hashLinkToken, newLinkToken, sealToken } from "../notifications/link-tokens";
import { holdReasonFor, textHashOf } from "./review-holds";
import { reviewsOpen } from "./review-open";
import { reviewerData } from "./reviewer-data";
import { attachReviewPhotos, insertReviewPhotos, removeReviewPhotos, reviewPhotosOf } from "./review-photos";
import {
  browserHasReviewed,
  confirmReview,
  deleteReview,
  insertReport,
  insertReview,
  isPublished,
  reviewableListing,
  reviewByLinkHash,
  updateReview,
} from "./review-queries";

const DAY_MS = 86_400_000;

/** The review behind a link, or NOT_FOUND (unknown, deleted) / CONFLICT (expired). */
async function reviewOfLink(ctx: Context, token: string) {
  const found = await reviewByLinkHash(ctx.db, await hashLinkToken(token));
  if (!found) throw refusal("NOT_FOUND", reviewMessages, "linkInvalid");
  if (found.review.link_expires_at <= clock.now().toISOString()) throw refusal("CONFLICT", reviewMessages, "linkExpired");
  return found;
}

/** A visit month after the current one is refused (UTC's month is never behind a Canadian city's). */
function checkVisitMonth(month: string) {
  if (month > clock.now().toISOString().slice(0, 7))
    throw refusal("BAD_REQUEST", reviewMessages, "visitMonthInvalid", { field: "review.visitMonth" });
}

/** What the reviewer's page shows: the review as it stands and the listing it is about. */
async function manageView(db: Db, found: NonNullable<Awaited<ReturnType<typeof reviewByLinkHash>>>) {
  const { review, listing } = found;
  return {
    photos: await reviewPhotosOf(db, review.id),
    id: review.id,
    status: review.status,
    kind: review.kind,
    stars: review.stars,
    text: review.text,
    visitMonth: review.visit_month,
    displayName: review.display_name,
    language: review.language,
    hideReason: review.status === "hidden" ? review.hide_reason : null,
    canEdit: review.status === "unconfirmed" || review.status === "published" || (review.status === "hidden" && !review.edited_after_hide),
    listing: { title: listing.title, path: detailPath(listing) },
  };
}

export const reviewsRouter = router({
  /** A page of a listing's published reviews in one of the orders (the same answer for everyone). */
  list: publicProcedure.input(reviewListInput).query(({ ctx, input }) => reviewPage(readDb(ctx), input)),

  /** A listing's stars distribution (its hidden reviews are counted on the page itself: `listings.get`'s reviewsNote). */
  summary: publicProcedure.input(reviewSummaryInput).query(({ ctx, input }) => reviewSummary(ctx.db, input.listingId)),

  /**
   * Writes a review or tip, unconfirmed, and e-mails its link in the review's language. An event is
   * reviewed once it has started; a browser that already has a review of the listing hears so.
   */
  write: personalProcedure
    .input(writeReviewInput)
    .use(rateLimited("submissions"))
    .mutation(async ({ ctx, input }) => {
      const now = clock.now();
      const listing = await reviewableListing(ctx.db, input.listingId);
      const reviews = listing && reviewsOpen(listing.type, listing.city, timingOfColumns(listing));
      if (!listing || !reviews) throw refusal("NOT_FOUND", reviewMessages, "listingNotReviewable", { field: "listingId" });
      if (!reviews.open) throw refusal("CONFLICT", reviewMessages, "eventNotStarted");
      checkVisitMonth(input.review.visitMonth);
      const browserKeyHash = await sha256Hex(input.browserKey);
      if (await browserHasReviewed(ctx.db, listing.id, browserKeyHash)) throw refusal("CONFLICT", reviewMessages, "alreadyReviewedBrowser");
      const { token, hash } = await newLinkToken();
      const link = { hash, sealed: await sealToken(ctx.env, token), expiresAt: new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS).toISOString() };
      const review = {
        listingId: listing.id,
        email: input.email,
        browserKeyHash,
        content: input.review,
        textHash: await textHashOf(input.review.text),
      };
      // Attached before the review is stored: a wrong token refuses the whole review, and nothing is kept.
      const photos = await attachReviewPhotos(ctx.env, input.photos);
      const id = await insertReview(ctx.db, review, link, now);
      await insertReviewPhotos(ctx.db, ctx.env, id, photos);
      await queueEmail(
        ctx.env,
        ctx.db,
        { kind: "review_link", recipient: input.email, listingReviewId: id },
        { origin: publicOrigin(ctx.env, ctx.req.url) },
      );
      return { sent: true as const };
    }),

  /** The reviewer's page behind their link: the review as it stands. */
  manage: personalProcedure.input(reviewLinkInput).query(async ({ ctx, input }) => manageView(ctx.db, await reviewOfLink(ctx, input.token))),

  /** "Download my data" on the same page: every review and tip from the link's address, with the replies they received. */
  myData: personalProcedure
    .input(reviewLinkInput)
    .query(async ({ ctx, input }) => reviewerData(ctx.db, (await reviewOfLink(ctx, input.token)).review.email)),

  /**
   * "Publish my review" (a button, so a mail scanner following the link publishes nothing): published, or
   * held when a signal says a moderator should look first. Pressing it again answers where it stands.
   */
  confirm: personalProcedure.input(reviewLinkInput).mutation(async ({ ctx, input }) => {
    const found = await reviewOfLink(ctx, input.token);
    const { review, listing } = found;
    if (review.status !== "unconfirmed") return { status: review.status };
    const now = clock.now();
    const hold = await holdReasonFor(ctx.db, { id: review.id, text: review.text, textHash: review.text_hash, email: review.email }, listing, now, {
      burst: true,
    });
    const status = hold ? "held" : "published";
    try {
      await confirmReview(ctx.db, review.id, status, hold, now);
    } catch (cause) {
      if (isUniqueViolation(cause)) throw refusal("CONFLICT", reviewMessages, "alreadyReviewed", { cause });
      throw cause;
    }
    // The listing's page changed (its triggers moved the content version): this isolate reads it again.
    forgetContentVersion();
    return { status };
  }),

  /**
   * The reviewer's edit. A published review is checked again (an edit may add a link); a hidden one may be
   * edited once, and goes back to the moderators; a held one waits for their decision first.
   */
  edit: personalProcedure.input(editReviewInput).mutation(async ({ ctx, input }) => {
    const { review, listing } = await reviewOfLink(ctx, input.token);
    checkVisitMonth(input.review.visitMonth);
    if (review.status === "held") throw refusal("CONFLICT", reviewMessages, "cannotEditHeld");
    if (review.status === "hidden" && review.edited_after_hide) throw refusal("CONFLICT", reviewMessages, "editUsed");
    const now = clock.now();
    const textHash = await textHashOf(input.review.text);
    let status: ReviewStatus = review.status;
    let holdReason: HoldReason | null = null;
    if (review.status === "hidden") {
      status = "held";
      holdReason = "edited-after-hide";
    } else if (review.status === "published") {
      holdReason = await holdReasonFor(ctx.db, { id: review.id, text: input.review.text, textHash, email: review.email }, listing, now, {
        burst: false,
      });
      if (holdReason) status = "held";
    }
    await updateReview(ctx.db, review.id, { content: input.review, textHash, status, holdReason, editAfterHide: review.status === "hidden" }, now);
    await removeReviewPhotos(ctx.db, ctx.env.UPLOADS, review.id, input.removePhotos);
    forgetContentVersion();
    return { status };
  }),

  /** The reviewer deletes their review (its reports and replies go with it). */
  remove: personalProcedure.input(reviewLinkInput).mutation(async ({ ctx, input }) => {
    const { review } = await reviewOfLink(ctx, input.token);
    const photoKeys = (await reviewPhotosOf(ctx.db, review.id)).map((photo) => photo.key);
    await deleteReview(ctx.db, review.id);
    // Its photos' rows went with it (cascade); their images go from the bucket too.
    if (photoKeys.length > 0) await ctx.env.UPLOADS.delete(photoKeys);
    forgetContentVersion();
    return { deleted: true as const };
  }),

  /** Anyone's report of a published review: it joins the moderators' queue (it stays shown until they decide). */
  report: personalProcedure
    .input(reportReviewInput)
    .use(rateLimited("submissions"))
    .mutation(async ({ ctx, input }) => {
      if (!(await isPublished(ctx.db, input.id))) throw refusal("NOT_FOUND", reviewMessages, "reviewUnknown");
      const session = await ctx.getSession();
      await insertReport(ctx.db, { reviewId: input.id, reason: input.reason, reporterId: session?.user.id ?? null }, clock.now());
      return { reported: true as const };
    }),
});
