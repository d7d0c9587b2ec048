// Coffee-shop votes: read a city's tallies and cast one vote per shop per voter, within the city's open
// award season. Each season's tallies live in its own CityVotes Durable Object (./season-votes.ts); the
// shops and seasons come from the ballot in D1.
import { votingMessages } from "@shared/voting/voting-texts";
import { voteCastInputSchema, voteTallyInputSchema } from "@shared/voting/votes-schema";
import { publicProcedure, router } from "../../trpc/init";
import { issueVoterId, voterIdOf } from "./voter-cookie";
import { refusal } from "../../trpc/refusal";
import type { Db } from "../../db/client";
import { ballotCity, type BallotCity } from "./ballot-queries";
import { shownSeasonVotes } from "./season-votes";
import { countsHiddenAt } from "@shared/voting/award-seasons";
import * as clock from "@shared/time/clock";

/** Whether the shown season hides its counts now (its final week, with hide_final_week): no count is answered then. */
const countsHidden = (entry: BallotCity) => entry.now.season !== null && countsHiddenAt(entry.now.season, entry.timeZone, clock.nowMs());

async function coffeeCity(db: Db, slug: string): Promise<BallotCity> {
  const entry = await ballotCity(db, slug);
  if (!entry) throw refusal("BAD_REQUEST", votingMessages, "unknownCity");
  return entry;
}

const shopIds = (entry: BallotCity) => entry.city.shops.map((shop) => shop.id);

export const votesRouter = router({
  /** Every shop's count, and which of them this browser's voter has voted for. */
  tally: publicProcedure.input(voteTallyInputSchema).query(async ({ ctx, input }) => {
    const entry = await coffeeCity(ctx.db, input.city);
    const { stub, start } = shownSeasonVotes(ctx.env, entry);
    const { counts, voted } = await stub.tally(shopIds(entry), await voterIdOf(ctx.req, ctx.env), start);
    return { counts: countsHidden(entry) ? {} : counts, voted };
  }),

  /** One vote for a shop; answers its new count. A second vote from the same voter is a CONFLICT. */
  cast: publicProcedure.input(voteCastInputSchema).mutation(async ({ ctx, input }) => {
    const entry = await coffeeCity(ctx.db, input.city);
    if (!entry.city.shops.some((shop) => shop.id === input.shopId)) {
      throw refusal("BAD_REQUEST", votingMessages, "unknownShop");
    }
    // Only the open season takes votes (its window, by the one clock, in the city's zone).
    if (!entry.now.open) throw refusal("FORBIDDEN", votingMessages, "votingClosedRefusal");
    const voterId = (await voterIdOf(ctx.req, ctx.env)) ?? (await issueVoterId(ctx));
    const { stub, start } = shownSeasonVotes(ctx.env, entry);
    const outcome = await stub.cast(shopIds(entry), voterId, input.shopId, start, ctx.clientNetwork);
    switch (outcome.status) {
      case "counted":
        return { shopId: input.shopId, count: countsHidden(entry) ? null : outcome.count };
      case "already-voted":
        throw refusal("CONFLICT", votingMessages, "alreadyVotedText");
      case "unknown-shop":
        throw refusal("BAD_REQUEST", votingMessages, "unknownShop");
    }
  }),
});
