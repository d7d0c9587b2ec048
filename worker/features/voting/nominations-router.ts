// `nominations.create`: the nomination form ("Own a Coffee Shop?", "Nominate a shop"). Validated with the
// form's own schema, limited and bot-challenged like submissions (it shares their allowance: one person
// sending a listing and a nomination is one person sending forms), stored, and answered by a receipt
// e-mail that the queue sends.
import { validationMessages } from "@shared/forms/validation-texts";
import { nominationInputSchema } from "@shared/voting/nomination-schema";
import { HONEYPOT_FIELD } from "@shared/listings/submission-fields-schema";
import { publicOrigin } from "../../http/public-origin";
import { rateLimited, takeRateLimits } from "../../rate-limit/rate-limit";
import { publicProcedure, router } from "../../trpc/init";
import { refusal } from "../../trpc/refusal";
import { queueEmail } from "../notifications/email-queue";
import { insertNomination, isBallotCity } from "./nomination-queries";

/** The same answer for people and for bots caught by the honeypot, so bots learn nothing. */
const RECEIVED = { received: true } as const;

export const nominationsRouter = router({
  create: publicProcedure
    .input(nominationInputSchema)
    .use(rateLimited("submissions"))
    .mutation(async ({ ctx, input }) => {
      if (input[HONEYPOT_FIELD]) {
        console.warn("nominations.create: honeypot field filled; nomination dropped");
        return RECEIVED;
      }
      // The ballot's cities are data: a slug that is not (or no longer) on it is the city field's error.
      if (!(await isBallotCity(ctx.db, input.city))) {
        throw refusal("BAD_REQUEST", validationMessages, "city", { field: "city" });
      }
      const id = await insertNomination(ctx.db, input);
      // The address is not verified: like a submission's receipt, a few a day per address at most.
      const { refused } = await takeRateLimits(ctx.env, "receipts", [{ key: `email:${input.nominator_email.toLowerCase()}` }], false);
      if (refused) {
        console.warn(`nominations.create: receipt for nomination ${id} not sent (receipt limit for its address)`);
      } else {
        const origin = publicOrigin(ctx.env, ctx.req.url);
        await queueEmail(ctx.env, ctx.db, { kind: "nomination_receipt", recipient: input.nominator_email, nominationId: id }, { origin });
      }
      return RECEIVED;
    }),
});
