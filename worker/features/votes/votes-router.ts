// Coffee-shop votes: read a city's tallies and cast one vote per shop per voter. The tallies live in
// the city's CityVotes Durable Object; the shops come from the ballot in D1.
import type { CoffeeCity } from "@shared/catalogue/coffee-shop";
import { votingMessages } from "@shared/messages/voting";
import { voteCastInputSchema, voteTallyInputSchema } from "@shared/schemas/votes";
import { publicProcedure, router } from "../../trpc/init";
import { issueVoterId, readVoterId } from "./voter-cookie";
import { refusal } from "../../trpc/refusal";
import type { Db } from "../../db/client";
import { ballotCity } from "../ballots/ballot-queries";

async function coffeeCity(db: Db, slug: string): Promise<CoffeeCity> {
  const entry = await ballotCity(db, slug);
  if (!entry) throw refusal("BAD_REQUEST", votingMessages, "unknownCity");
  return entry.city;
}

function cityVotes(env: Env, city: CoffeeCity) {
  return env.CITY_VOTES.get(env.CITY_VOTES.idFromName(city.slug));
}

const shopIds = (city: CoffeeCity) => city.shops.map((shop) => shop.id);

export const votesRouter = router({
  /** Every shop's count, and which of them this browser's voter has voted for. */
  tally: publicProcedure.input(voteTallyInputSchema).query(async ({ ctx, input }) => {
    const city = await coffeeCity(ctx.db, input.city);
    const { counts, voted } = await cityVotes(ctx.env, city).tally(shopIds(city), await readVoterId(ctx));
    return { counts, voted };
  }),

  /** One vote for a shop; answers its new count. A second vote from the same voter is a CONFLICT. */
  cast: publicProcedure.input(voteCastInputSchema).mutation(async ({ ctx, input }) => {
    const city = await coffeeCity(ctx.db, input.city);
    if (!city.shops.some((shop) => shop.id === input.shopId)) {
      throw refusal("BAD_REQUEST", votingMessages, "unknownShop");
    }
    const voterId = (await readVoterId(ctx)) ?? (await issueVoterId(ctx));
    const outcome = await cityVotes(ctx.env, city).cast(shopIds(city), voterId, input.shopId);
    switch (outcome.status) {
      case "counted":
        return { shopId: input.shopId, count: outcome.count };
      case "already-voted":
        throw refusal("CONFLICT", votingMessages, "alreadyVotedText");
      case "unknown-shop":
        throw refusal("BAD_REQUEST", votingMessages, "unknownShop");
    }
  }),
});
