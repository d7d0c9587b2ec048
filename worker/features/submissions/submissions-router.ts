// `submissions.create`: the submit form's one call (spec section 7, "Submit content"), and
// `submissions.status`: the private status page behind the receipt e-mail's link.
import { validationMessages } from "@shared/messages/validation";
import { submissionStatusInput } from "@shared/schemas/link-token";
import { submissionInputSchema } from "@shared/schemas/submission";
import { HONEYPOT_FIELD } from "@shared/schemas/submission-fields";
import { rateLimited } from "../../rate-limit/rate-limit-procedure";
import { takeRateLimits } from "../../rate-limit/rate-limit";
import { publicProcedure, router } from "../../trpc/init";
import { queueEmail } from "../notifications/email-queue";
import { hashLinkToken, newLinkToken } from "../notifications/link-tokens";
import { publicOrigin } from "../../http/public-origin";
import { attachPendingImage, releasePendingImage } from "../uploads/image-store";
import { insertSubmission, submissionStatusByToken } from "./submission-queries";
import { refusal } from "../../trpc/refusal";
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

      // Only the uploader's token attaches a pending upload (never uploaded, someone else's, already
      // used or expired: the same answer).
      if (input.image_key && !(await attachPendingImage(ctx.env, input.image_key, input.image_token ?? ""))) {
        throw refusal("BAD_REQUEST", validationMessages, "imageMissing");
      }

      // A database failure is an INTERNAL_SERVER_ERROR: logged with its cause, answered with the generic text.
      const { token, hash } = await newLinkToken();
      const id = await insertSubmission(ctx.db, input, clock.now(), hash);
      if (input.image_key) await releasePendingImage(ctx.env.UPLOADS, input.image_key);
      // The receipt with the private status link; sent by the queue consumer, never on this request. The
      // address is not verified, so each one gets a few receipts a day at most: past that its submissions
      // are still stored, and no mail goes to someone who may never have asked for it.
      const { outcome } = await takeRateLimits(ctx.env, "receipts", [{ key: `email:${input.submitter_email.toLowerCase()}` }], false);
      if (!outcome.allowed) {
        console.warn(`submissions.create: receipt for submission ${id} not sent (receipt limit for its address)`);
        return RECEIVED;
      }
      await queueEmail(
        ctx.env,
        ctx.db,
        { kind: "receipt", recipient: input.submitter_email, submissionId: id },
        { origin: publicOrigin(ctx.env, ctx.req.url), token },
      );
      return RECEIVED;
    }),

  /** The private status page: the submission behind a status link's token, or null (unknown or expired). */
  status: publicProcedure
    .input(submissionStatusInput)
    .query(async ({ ctx, input }) => {
      // Personal to whoever holds the link: never kept by a browser or a proxy.
      ctx.resHeaders.set("Cache-Control", "no-store");
      return submissionStatusByToken(ctx.db, await hashLinkToken(input.token));
    }),
});
