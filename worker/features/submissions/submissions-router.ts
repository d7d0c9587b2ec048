// `submissions.create`: the submit form's one call (spec section 7, "Submit content"), and
// `submissions.status`: the private status page behind the receipt e-mail's link.
import { validationMessages } from "@shared/forms/validation-texts";
import { submissionStatusInput } from "@shared/email/link-token-schema";
import { receiptInput } from "@shared/payments/receipt-schema";
import { submissionStatusPath } from "@shared/routing/paths";
import { submissionInputSchema } from "@shared/submissions/submission-schema";
import { HONEYPOT_FIELD } from "@shared/listings/submission-fields-schema";
import { rateLimited, takeRateLimits } from "../../rate-limit/rate-limit";
import { personalProcedure, publicProcedure, router } from "../../trpc/init";
import { queueEmail } from "../notifications/email-queue";
import { hashLinkToken, newLinkToken, sealToken } from "../notifications/link-tokens";
import { publicOrigin } from "../../http/public-origin";
import { attachPendingImage, releasePendingImage } from "../uploads/image-store";
import {
  rejectedSubmissionByToken,
  continueForFree,
  insertSubmission,
  submissionAwaitingPayment,
  submissionStatusByToken,
} from "./submission-queries";
import { closeOpenAttempts, startCheckout } from "../payments/checkout";
import { eraseSubmitterData, submitterData } from "../privacy/submitter-data";
import { paymentMode } from "../payments/stripe-client";
import { receiptByToken } from "../payments/receipts";
import { statusMessages } from "@shared/submissions/status-texts";
import { activeLocale } from "@shared/i18n/active-locale";
import { refusal } from "../../trpc/refusal";
import { checkPlace } from "../listings/listing-place";
import * as clock from "@shared/time/clock";

/** The same answer for people and for bots caught by the honeypot, so bots learn nothing. */
const RECEIVED = { received: true } as const;

export const submissionsRouter = router({
  create: publicProcedure
    .input(submissionInputSchema)
    .use(rateLimited("submissions"))
    .mutation(async ({ ctx, input }) => {
      if (input[HONEYPOT_FIELD]) {
        console.warn("submissions.create: honeypot field filled; submission dropped");
        return RECEIVED;
      }

      // Where it stands: a neighbourhood of its city, a point inside the city's box.
      checkPlace(input);

      // Only the uploader's token attaches a pending upload (never uploaded, someone else's, already
      // used or expired: the same answer).
      if (input.image_key && !(await attachPendingImage(ctx.env, input.image_key, input.image_token ?? ""))) {
        throw refusal("BAD_REQUEST", validationMessages, "imageMissing");
      }

      // A paid tier needs a way to pay: production without Stripe keys refuses before storing anything.
      const paying = input.promotion_tier !== "none";
      if (paying && paymentMode(ctx.env, ctx.req.url) === "unavailable") throw refusal("PRECONDITION_FAILED", statusMessages, "paymentsUnavailable");

      // A database failure is an INTERNAL_SERVER_ERROR: logged with its cause, answered with the generic text.
      const { token, hash } = await newLinkToken();
      const id = await insertSubmission(ctx.db, input, clock.now(), hash, await sealToken(ctx.env, token));
      if (input.image_key) await releasePendingImage(ctx.env.UPLOADS, input.image_key);
      // The receipt with the private status link; sent by the queue consumer, never on this request. The
      // address is not verified, so each one gets a few receipts a day at most: past that its submissions
      // are still stored, and no mail goes to someone who may never have asked for it.
      const { refused } = await takeRateLimits(ctx.env, "receipts", [{ key: `email:${input.submitter_email.toLowerCase()}` }], false);
      const origin = publicOrigin(ctx.env, ctx.req.url);
      if (refused) {
        console.warn(`submissions.create: receipt for submission ${id} not sent (receipt limit for its address)`);
      } else {
        await queueEmail(ctx.env, ctx.db, { kind: "receipt", recipient: input.submitter_email, submissionId: id }, { origin });
      }
      if (input.promotion_tier === "none") return RECEIVED;
      // The browser goes on to Checkout. Should Stripe not answer, the submission waits, and the status
      // link in the receipt offers "Pay now".
      try {
        const subject = { for: { submissionId: id }, tier: input.promotion_tier, title: input.title, email: input.submitter_email };
        const back = { origin, path: submissionStatusPath(token), token, locale: activeLocale(), requestUrl: ctx.req.url };
        return { received: true as const, checkout_url: await startCheckout(ctx.env, ctx.db, subject, back) };
      } catch (error) {
        console.error(`submissions.create: no Checkout Session for submission ${id}`, error);
        return RECEIVED;
      }
    }),

  /** "Pay now" on the status page: a new Checkout Session for a submission still awaiting payment. */
  payNow: personalProcedure
    .input(submissionStatusInput)
    .use(rateLimited("submissions"))
    .mutation(async ({ ctx, input }) => {
      const submission = await submissionAwaitingPayment(ctx.db, await hashLinkToken(input.token));
      if (!submission || submission.promotion_tier === "none") throw refusal("CONFLICT", statusMessages, "testCheckoutGone");
      if (paymentMode(ctx.env, ctx.req.url) === "unavailable") throw refusal("PRECONDITION_FAILED", statusMessages, "paymentsUnavailable");
      const subject = {
        for: { submissionId: submission.id },
        tier: submission.promotion_tier,
        title: submission.title,
        email: submission.submitter_email,
      };
      const origin = publicOrigin(ctx.env, ctx.req.url);
      const back = { origin, path: submissionStatusPath(input.token), token: input.token, locale: activeLocale(), requestUrl: ctx.req.url };
      return { checkout_url: await startCheckout(ctx.env, ctx.db, subject, back) };
    }),

  /** "Continue for free": the submission drops its tier and joins the review queue unpaid. */
  continueFree: personalProcedure.input(submissionStatusInput).mutation(async ({ ctx, input }) => {
    const submission = await submissionAwaitingPayment(ctx.db, await hashLinkToken(input.token));
    if (!submission) throw refusal("CONFLICT", statusMessages, "testCheckoutGone");
    // No session stays payable once the submission no longer waits for its payment.
    await closeOpenAttempts(ctx.env, ctx.db, { submissionId: submission.id });
    await continueForFree(ctx.db, submission.id);
    return { status: "pending" as const };
  }),

  /** "Download my data" on the status page: everything held about the submission, or null. */
  myData: personalProcedure.input(submissionStatusInput).query(async ({ ctx, input }) => {
    return submitterData(ctx.db, await hashLinkToken(input.token));
  }),

  /** "Erase my data" on the status page: deletes an undecided unpaid submission, else clears name and e-mail. */
  erase: personalProcedure.input(submissionStatusInput).mutation(async ({ ctx, input }) => {
    const outcome = await eraseSubmitterData(ctx.env, ctx.db, await hashLinkToken(input.token));
    if (!outcome) throw refusal("NOT_FOUND", statusMessages, "notFoundHeading");
    return { outcome };
  }),

  /**
   * "Submit again": the rejected submission's own fields for the submit form, through its status token.
   * An unknown or expired link is NOT_FOUND, a submission that was not rejected CONFLICT, each with a
   * message the form shows.
   */
  resubmission: personalProcedure.input(submissionStatusInput).query(async ({ ctx, input }) => {
    const found = await rejectedSubmissionByToken(ctx.db, await hashLinkToken(input.token));
    if (!found) throw refusal("NOT_FOUND", statusMessages, "resubmitNotFound");
    if (!found.rejected) throw refusal("CONFLICT", statusMessages, "resubmitNotRejected");
    return found.fields;
  }),

  /** The private status page: the submission behind a status link's token, or null (unknown or expired). */
  status: personalProcedure.input(submissionStatusInput).query(async ({ ctx, input }) => {
    return submissionStatusByToken(ctx.db, await hashLinkToken(input.token));
  }),

  /**
   * A payment's receipt, through its submission's status token. A wrong or expired token, another
   * submission's payment and an unpaid attempt are all the same NOT_FOUND.
   */
  receipt: personalProcedure.input(receiptInput).query(async ({ ctx, input }) => {
    const receipt = await receiptByToken(ctx.db, ctx.env, await hashLinkToken(input.token), input.payment);
    if (!receipt) throw refusal("NOT_FOUND", statusMessages, "receiptNotFound");
    return receipt;
  }),
});
