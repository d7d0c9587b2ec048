// `submissions.create`: the submit form's one call (spec section 7, "Submit content").
import { TRPCError } from "@trpc/server";
import { submitMessages } from "@shared/messages/submit";
import { validationMessages } from "@shared/messages/validation";
import { submissionInputSchema } from "@shared/schemas/submission";
import { HONEYPOT_FIELD } from "@shared/schemas/submission-fields";
import { enforceRateLimit } from "../../rate-limit/enforce-rate-limit";
import { publicProcedure, router } from "../../trpc/init";
import { imageExists } from "../uploads/image-store";
import { insertSubmission } from "./submission-queries";

/** The same answer for people and for bots caught by the honeypot, so bots learn nothing. */
const RECEIVED = { received: true } as const;

export const submissionsRouter = router({
  create: publicProcedure.input(submissionInputSchema).mutation(async ({ ctx, input }) => {
    await enforceRateLimit(ctx, "submissions");

    if (input[HONEYPOT_FIELD]) {
      console.warn("submissions.create: honeypot field filled; submission dropped");
      return RECEIVED;
    }

    if (input.image_key && !(await imageExists(ctx.env.UPLOADS, input.image_key))) {
      throw new TRPCError({ code: "BAD_REQUEST", message: validationMessages.imageMissing });
    }

    try {
      await insertSubmission(ctx.db, input);
    } catch (cause) {
      // Logged by the API's onError (with the cause); the client gets the spec's words, not SQL.
      throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: submitMessages.failureDescription, cause });
    }
    return RECEIVED;
  }),
});
