// `challenge.create`: a fresh signed proof-of-work challenge for a browser that was asked for one
// (PRECONDITION_REQUIRED). Public and unlimited: creating one costs the server two HMACs, and a
// challenge is worth nothing until solved.
import { createBotChallenge } from "../../rate-limit/bot-challenge";
import { publicProcedure, router } from "../../trpc/init";

export const botChallengeRouter = router({
  create: publicProcedure.query(async ({ ctx }) => {
    // Each challenge is single-use: never shared by a cache or reused by the browser.
    ctx.resHeaders.set("Cache-Control", "no-store");
    return createBotChallenge(ctx.env);
  }),
});
