// The award results: a season's ranking (its results page) and the landing page's past winners.
import { awardResultsInputSchema } from "@shared/voting/votes-schema";
import { publicProcedure, router } from "../../trpc/init";
import { pastWinners, seasonResults } from "./award-results";

export const awardsRouter = router({
  /** A city's season ranked (the standings so far while open), or null for no such season yet (a 404). */
  results: publicProcedure.input(awardResultsInputSchema).query(({ ctx, input }) => seasonResults(ctx.env, ctx.db, input.city, input.year)),

  /** Each city's last closed season's #1. */
  winners: publicProcedure.query(({ ctx }) => pastWinners(ctx.env, ctx.db)),
});
