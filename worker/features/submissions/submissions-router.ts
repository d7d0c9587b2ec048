// `submissions.create`: the submit form's one call (spec section 7, "Submit content").
import { TRPCError } from "@trpc/server";
import { validationMessages } from "@shared/messages/validation";
import { submissionInputSchema } from "@shared/schemas/submission";
import { HONEYPOT_FIELD } from "@shared/schemas/submission-fields";
import { rateLimited } from "../../rate-limit/rate-limit-procedure";
import { publicProcedure, router } from "../../trpc/init";
import { attachPendingImage, releasePendingImage } from "../uploads/image-store";
import { insertSubmission } from "./submission-queries";

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
        throw new TRPCError({ code: "BAD_REQUEST", message: validationMessages.imageMissing });
      }

      // A database failure is an INTERNAL_SERVER_ERROR: logged with its cause, answered with the generic text.
      await insertSubmission(ctx.db, input);
      if (input.image_key) await releasePendingImage(ctx.env.UPLOADS, input.image_key);
      return RECEIVED;
    }),
});
