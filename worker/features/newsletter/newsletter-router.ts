// `newsletter.subscribe`: stores the address (the spec only confirmed on the client and sent nothing).
import { newsletterInputSchema } from "@shared/schemas/newsletter";
import { rateLimited } from "../../rate-limit/rate-limit-procedure";
import { publicProcedure, router } from "../../trpc/init";
import { addSubscriber } from "./newsletter-queries";

export const newsletterRouter = router({
  // The answer is the same for a new and a known address, so the form cannot be used to test who
  // is subscribed.
  subscribe: publicProcedure
    .input(newsletterInputSchema)
    .use(rateLimited("newsletter"))
    .mutation(async ({ ctx, input }) => {
      await addSubscriber(ctx.db, input.email);
      return { subscribed: true } as const;
    }),
});
