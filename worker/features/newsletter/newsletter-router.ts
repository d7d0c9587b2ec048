// `newsletter.subscribe`: stores the address (the spec only confirmed on the client and sent nothing).
import { TRPCError } from "@trpc/server";
import { messages } from "@shared/messages";
import { newsletterInputSchema } from "@shared/schemas/newsletter";
import { enforceRateLimit } from "../../rate-limit/enforce-rate-limit";
import { publicProcedure, router } from "../../trpc/init";
import { addSubscriber } from "./newsletter-queries";

export const newsletterRouter = router({
  // The answer is the same for a new and a known address, so the form cannot be used to test who
  // is subscribed.
  subscribe: publicProcedure.input(newsletterInputSchema).mutation(async ({ ctx, input }) => {
    await enforceRateLimit(ctx, "newsletter");
    try {
      await addSubscriber(ctx.db, input.email);
    } catch (cause) {
      throw new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: messages.newsletter.failureDescription, cause });
    }
    return { subscribed: true } as const;
  }),
});
