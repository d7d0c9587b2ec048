// `owners.*`: what a signed-in owner or manager does with their listings (/owner). Loaded with the first
// owner call (worker/trpc/router.ts), never by a visitor's page.
import { and, eq } from "drizzle-orm";
import {
  holidayAnswerInput,
  inviteManagerInput,
  ownedListingInput,
  ownerEditInput,
  ownerPerformanceInput,
  removeManagerInput,
  buyPromotionInput,
  ownerReceiptInput,
} from "@shared/owners/owner-schema";
import { ownerListingPath } from "@shared/owners/claim-paths";
import { statusMessages } from "@shared/submissions/status-texts";
import { publicOrigin } from "../../http/public-origin";
import { startCheckout } from "../payments/checkout";
import { paymentMode } from "../payments/stripe-client";
import { receiptForOwner } from "../payments/receipts";
import { listingForPromotion, listingPayments, promotionOffers, runningPromotion } from "./listing-promotion";
import { INVITATION_LINK_DAYS } from "@shared/owners/owner-links";
import { ownerMessages } from "@shared/owners/owner-texts";
import { refusal } from "../../trpc/refusal";
import { actorOf, recordAudit } from "../audit/audit-log";
import { ACTIVITY_KINDS, withheldCount, type ActivityCounts, type ActivityKind } from "@shared/activity/activity";
import * as clock from "@shared/time/clock";
import { activityReport, activityTotals } from "../activity/activity-queries";
import { activityChange, comparedRanges } from "@shared/activity/promotion-comparison";
import { cityDay, dayToWall } from "@shared/time/city-day";
import { formatterFor } from "@shared/i18n/intl-format";
import { format } from "@shared/i18n/messages";
import { PAID_TIERS } from "@shared/submissions/promotion-tiers";
import type { PromotedTier } from "@shared/listings/listing-states";
import { eventZone } from "@shared/time/event-occurrences";
import type { Db } from "../../db/client";
import { hasOpeningHours } from "@shared/listings/listing-type-registry";
import { forgetContentVersion } from "../../cache/content-version";
import { listingOwners, listings, listingTranslations, users } from "../../db/schema";
import { personalProcedure, router } from "../../trpc/init";
import { signInLinkInput } from "@shared/owners/claim-schema";
import { claimMessages } from "@shared/owners/claim-texts";
import { activeLocale } from "@shared/i18n/active-locale";
import { rateLimited } from "../../rate-limit/rate-limit";
import { newClaimLink, sendClaimLink } from "./claim-link";
import { insertOwnerLink, ownerAccountFor } from "./owner-links";
import { deleteListingRole, listingTeam } from "./listing-team";
import { ownerProcedure, requireListingRole } from "./owner-access";
import { answerHoliday, editOwnedListing } from "./owner-edits";
import { holidayPrompts } from "./holiday-prompts";
import { pendingRequestsOf, requestChange } from "./change-requests";
import { changeRequestInput } from "@shared/owners/change-request-schema";
import { ownerData } from "../privacy/owner-data";
import { ownerReviewsInput, replyInput } from "@shared/reviews/review-schema";
import { reviewMessages } from "@shared/reviews/reviews-texts";
import { ownerReviews, publishedReviewOf, writeReply } from "../reviews/review-replies";
import { queueEmail } from "../notifications/email-queue";
import { addPhotoInput, listingPhotoInput, reorderPhotosInput } from "@shared/owners/photo-schema";
import { addPhoto, photosOf, removePhoto, reorderPhotos, setCover } from "./listing-photos";

/** Counts under 5 never leave the server for an owner: a handful of visits could point at a person. */
const withheld = (counts: Record<ActivityKind, number>) =>
  Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, withheldCount(counts[kind])])) as ActivityCounts;

/**
 * The promotion's days (up to today) against as many days just before it, per measure: each side as the
 * owner may see it and the change, worded only from shown counts. Null without a promotion that has begun.
 */
async function promotionComparison(db: Db, listingId: number, city: string, promotedUntil: number | null, nowMs: number) {
  if (promotedUntil === null) return null;
  const zone = eventZone(city);
  const ranges = comparedRanges(promotedUntil, zone, cityDay(nowMs, zone));
  if (!ranges) return null;
  const [[during], [before]] = await db.batch([
    activityTotals(db, listingId, ranges.during.from, ranges.during.to),
    activityTotals(db, listingId, ranges.before.from, ranges.before.to),
  ]);
  const measures = ACTIVITY_KINDS.map((kind) => ({
    kind,
    during: withheldCount(during![kind]),
    before: withheldCount(before![kind]),
    change: activityChange(during![kind], before![kind]),
  }));
  return { ...ranges, measures };
}

/** A day as the request's language writes it, "Dec 24, 2026" (a floating date: already the city's). */
const mediumDate = formatterFor((tag) => new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" }));

/** The promotion's last day as the listing's city counts it, "Dec 24, 2026": worded here so /owner needs no date code. */
const untilWords = (until: number, city: string) => mediumDate().format(dayToWall(cityDay(until, eventZone(city))));

/** "Promoted with Pro until Dec 24, 2026". */
function promotionWords(tier: PromotedTier, until: number, city: string) {
  const name = PAID_TIERS.find((paid) => paid.id === tier)?.name ?? tier;
  return format(ownerMessages.promotionNow, { tier: name, date: untilWords(until, city) });
}

/** What names a listing on the owner's pages (and links to it). */
const listingSummary = {
  id: listings.id,
  type: listings.type,
  title: listings.title,
  city: listings.city,
  slug: listings.slug,
  status: listings.status,
};

export const ownersRouter = router({
  /**
   * "E-mail me a sign-in link" (signed out, anyone): only an address that manages a listing and is not
   * staff gets one, but every address hears the same words, so the answer tells nobody who owns what.
   */
  sendSignInLink: personalProcedure
    .input(signInLinkInput)
    .use(rateLimited("claims"))
    .mutation(async ({ ctx, input }) => {
      const account = await ownerAccountFor(ctx.db, input.email);
      if (account) {
        const now = clock.now();
        const { token, link } = await newClaimLink(now);
        await insertOwnerLink(ctx.db, { purpose: "sign-in", email: input.email, language: activeLocale(), link }, now);
        await sendClaimLink(ctx, input.email, token);
      }
      return { message: claimMessages.signInSent };
    }),

  /** The listings the signed-in person manages, with their role and proof and the promotion running now, by title. */
  mine: ownerProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select({
        ...listingSummary,
        role: listingOwners.role,
        proof: listingOwners.proof,
        verifiedAt: listingOwners.verified_at,
        promoted: listings.promoted,
        promoted_until: listings.promoted_until,
      })
      .from(listingOwners)
      .innerJoin(listings, eq(listings.id, listingOwners.listing_id))
      .where(eq(listingOwners.user_id, ctx.session.user.id))
      .orderBy(listings.title);
    const now = clock.nowMs();
    return rows.map(({ promoted, promoted_until, ...row }) => {
      const running = runningPromotion({ promoted, promoted_until }, now);
      return { ...row, promotion: running ? promotionWords(running.tier, running.until, row.city) : null };
    });
  }),

  /** One of the person's listings, with what they can edit and the others who manage it. */
  listing: ownerProcedure.input(ownedListingInput).query(async ({ ctx, input }) => {
    const mine = await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    const [listing] = await ctx.db
      .select({
        ...listingSummary,
        phone: listings.phone,
        website: listings.website,
        description: listings.description,
        description_fr: listingTranslations.description,
        opening_hours: listings.opening_hours,
        closure: listings.closure,
        address: listings.address,
        category: listings.category,
        area: listings.area,
        lat: listings.lat,
        lon: listings.lon,
      })
      .from(listings)
      .leftJoin(listingTranslations, and(eq(listingTranslations.listing_id, listings.id), eq(listingTranslations.locale, "fr")))
      .where(eq(listings.id, input.listingId));
    const team = await listingTeam(ctx.db, input.listingId);
    const fields = listing!;
    const requests = await pendingRequestsOf(ctx.db, input.listingId);
    const photos = await photosOf(ctx.db, input.listingId);
    return {
      ...fields,
      isPlace: hasOpeningHours(fields.type),
      role: mine.role,
      team,
      holidayPrompts: holidayPrompts(fields),
      requests,
      photos,
    };
  }),

  /** The owner's own edits, published at once (name, address, city and category stay with the team). */
  update: ownerProcedure.input(ownerEditInput).mutation(async ({ ctx, input }) => {
    const { listingId, ...fields } = input;
    await requireListingRole(ctx.db, ctx.session.user.id, listingId);
    const changed = await editOwnedListing(ctx.db, listingId, fields, ctx.session.user);
    // This isolate's page cache reads the moved content version on its next request.
    forgetContentVersion();
    return { changed };
  }),

  /** A change only the team makes (the name, the address, the category), with a note: waits for a moderator. */
  requestChange: ownerProcedure.input(changeRequestInput).mutation(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    return requestChange(ctx.db, input, ctx.session.user, activeLocale(), clock.now().toISOString());
  }),

  /** The answer to a holiday's question, written into the hours as that day's exception and published at once. */
  answerHoliday: ownerProcedure.input(holidayAnswerInput).mutation(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    const changed = await answerHoliday(ctx.db, input.listingId, input.date, input.answer, ctx.session.user);
    forgetContentVersion();
    return { changed };
  }),

  /** What the listing's page got over the last 30 or 90 days, and until when it is promoted (UTC ms, or null). */
  /** The published reviews of the caller's listing, with their current reply. */
  reviews: ownerProcedure.input(ownerReviewsInput).query(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    return ownerReviews(ctx.db, input.listingId);
  }),

  /**
   * The owner's one public reply to a published review of their listing; sending again edits it (every
   * version kept). The reviewer is e-mailed the reply. Owners never hide or delete a review.
   */
  replyToReview: ownerProcedure.input(replyInput).mutation(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    const review = await publishedReviewOf(ctx.db, input.listingId, input.reviewId);
    if (!review) throw refusal("NOT_FOUND", reviewMessages, "reviewUnknown");
    const edited = await writeReply(ctx.db, { reviewId: review.id, authorId: ctx.session.user.id, text: input.text }, clock.now());
    await queueEmail(
      ctx.env,
      ctx.db,
      { kind: "review_reply", recipient: review.email, listingReviewId: review.id },
      { origin: publicOrigin(ctx.env, ctx.req.url) },
    );
    forgetContentVersion();
    return { edited };
  }),

  performance: ownerProcedure.input(ownerPerformanceInput).query(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    const now = clock.nowMs();
    const report = (await activityReport(ctx.db, input.listingId, input.days, now))!;
    const [listing] = await ctx.db
      .select({ promotedUntil: listings.promoted_until, city: listings.city })
      .from(listings)
      .where(eq(listings.id, input.listingId));
    const promotedUntil = listing?.promotedUntil ?? null;
    return {
      since: report.since,
      days: report.days.map(({ day, ...counts }) => ({ day, ...withheld(counts) })),
      totals: withheld(report.totals),
      promotedUntil,
      /** During the promotion vs as many days before it (null: never promoted). */
      promotion: await promotionComparison(ctx.db, input.listingId, listing!.city, promotedUntil, now),
    };
  }),

  /**
   * An owner invites a manager: a single-use link e-mailed in the owner's page language, valid
   * INVITATION_LINK_DAYS; following it makes the account if none and the manager row (claims.follow).
   */
  inviteManager: ownerProcedure.input(inviteManagerInput).mutation(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId, "owner");
    const [already] = await ctx.db
      .select({ id: users.id })
      .from(listingOwners)
      .innerJoin(users, eq(users.id, listingOwners.user_id))
      .where(and(eq(listingOwners.listing_id, input.listingId), eq(users.email, input.email)));
    if (already) throw refusal("CONFLICT", ownerMessages, "alreadyManages", { field: "email" });
    const now = clock.now();
    const { token, link } = await newClaimLink(now, INVITATION_LINK_DAYS * 24 * 60);
    await insertOwnerLink(
      ctx.db,
      { purpose: "invitation", email: input.email, language: activeLocale(), listingId: input.listingId, invitedBy: ctx.session.user.id, link },
      now,
    );
    await sendClaimLink(ctx, input.email, token);
    await recordAudit(ctx.db, actorOf(ctx), {
      action: "owner.invite",
      target: { type: "listing", id: input.listingId },
      detail: { email: input.email },
    });
    return { email: input.email };
  }),

  /** An owner removes a manager (never an owner: the team revokes owners). */
  removeManager: ownerProcedure.input(removeManagerInput).mutation(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId, "owner");
    const removed = await deleteListingRole(ctx.db, input.listingId, input.userId, "manager");
    if (!removed) throw refusal("NOT_FOUND", ownerMessages, "notAManager");
    await recordAudit(ctx.db, actorOf(ctx), {
      action: "owner.remove",
      target: { type: "listing", id: input.listingId },
      detail: { userId: input.userId, email: removed.email },
    });
    return { userId: input.userId };
  }),

  /** A photo uploaded through POST /api/uploads, added last with what it shows (at most LISTING_PHOTOS_MAX). */
  addPhoto: ownerProcedure.input(addPhotoInput).mutation(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    const added = await addPhoto(ctx.db, ctx.env, input, ctx.session.user);
    forgetContentVersion();
    return added;
  }),

  /** Removes one of the listing's photos and deletes its image. */
  removePhoto: ownerProcedure.input(listingPhotoInput).mutation(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    await removePhoto(ctx.db, ctx.env.UPLOADS, input.listingId, input.id, ctx.session.user);
    forgetContentVersion();
    return { id: input.id };
  }),

  /** The listing's photos in a new order (all of them; the first is the cover). */
  reorderPhotos: ownerProcedure.input(reorderPhotosInput).mutation(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    await reorderPhotos(ctx.db, input.listingId, input.ids, ctx.session.user);
    forgetContentVersion();
    return { ids: input.ids };
  }),

  /** Makes one of the listing's photos the cover, the page's main image. */
  setCover: ownerProcedure.input(listingPhotoInput).mutation(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    await setCover(ctx.db, input.listingId, input.id, ctx.session.user);
    forgetContentVersion();
    return { id: input.id };
  }),

  /**
   * The listing's promotion on /owner: what runs now, what the person may buy (both tiers, or the running
   * one's renewal) and the listing's payments with their windows and receipts.
   */
  payments: ownerProcedure.input(ownedListingInput).query(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    const listing = (await listingForPromotion(ctx.db, input.listingId))!;
    const running = runningPromotion(listing, clock.nowMs());
    return {
      promotion: running ? { tier: running.tier, text: promotionWords(running.tier, running.until, listing.city) } : null,
      offers: promotionOffers(running, listing.status === "published"),
      payments: await listingPayments(ctx.db, input.listingId, listing.city),
    };
  }),

  /**
   * "Buy" or "Renew": a Checkout Session for the tier at the server's price, through the submissions'
   * checkout (Stripe, or the local test checkout), returning to `/owner?listing=<id>&checkout=…`. The
   * webhook's paid event promotes the listing; nothing changes before it.
   */
  buyPromotion: ownerProcedure.input(buyPromotionInput).mutation(async ({ ctx, input }) => {
    await requireListingRole(ctx.db, ctx.session.user.id, input.listingId);
    if (paymentMode(ctx.env, ctx.req.url) === "unavailable") throw refusal("PRECONDITION_FAILED", statusMessages, "paymentsUnavailable");
    const listing = (await listingForPromotion(ctx.db, input.listingId))!;
    if (listing.status !== "published") throw refusal("CONFLICT", ownerMessages, "unpublishedNoPromotion");
    const running = runningPromotion(listing, clock.nowMs());
    if (running && running.tier !== input.tier) {
      const name = PAID_TIERS.find((paid) => paid.id === running.tier)?.name ?? running.tier;
      throw refusal("CONFLICT", ownerMessages, "otherTierRuns", { params: { tier: name, date: untilWords(running.until, listing.city) } });
    }
    const subject = {
      for: { listingId: input.listingId, buyerId: ctx.session.user.id },
      tier: input.tier,
      title: listing.title,
      email: ctx.session.user.email,
    };
    const back = {
      origin: publicOrigin(ctx.env, ctx.req.url),
      path: ownerListingPath(input.listingId),
      locale: activeLocale(),
      requestUrl: ctx.req.url,
    };
    return { checkout_url: await startCheckout(ctx.env, ctx.db, subject, back) };
  }),

  /** A listing payment's receipt, for anyone who manages that listing (another's: NOT_FOUND, nothing said). */
  receipt: ownerProcedure.input(ownerReceiptInput).query(async ({ ctx, input }) => {
    const receipt = await receiptForOwner(ctx.db, ctx.env, ctx.session.user.id, input.payment);
    if (!receipt) throw refusal("NOT_FOUND", ownerMessages, "receiptNotFound");
    return receipt;
  }),

  /** "Download my data": the person's account, listings and roles, claims and edits (JSON, saved in the browser). */
  myData: ownerProcedure.query(({ ctx }) => ownerData(ctx.db, ctx.session.user)),
});
