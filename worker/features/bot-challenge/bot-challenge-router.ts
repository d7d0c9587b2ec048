// `challenge.create`: a fresh signed proof-of-work challenge for a browser that was asked for one
// (PRECONDITION_REQUIRED). Public and unlimited: creating one costs the server two HMACs, and a
// challenge is worth nothing until solved.
import { createBotChallenge } from "../../rate-limit/bot-challenge";
import { personalProcedure, router } from "../../trpc/init";

export const botChallengeRouter = router({
  create: personalProcedure.query(async ({ ctx }) => {
    return createBotChallenge(ctx.env);
  }),
});
