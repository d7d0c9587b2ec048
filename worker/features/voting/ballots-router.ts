// The Best Coffee Shops ballot for the public pages: every city (the landing page) and one city with its
// shops (a voting page), read from D1 in the request's language.
import { ballotChoice } from "@shared/voting/ballot-choice";
import { ballotCityInputSchema } from "@shared/voting/votes-schema";
import { publicProcedure, router } from "../../trpc/init";
import { ballotCitiesOnce, ballotCity, type BallotCity } from "./ballot-queries";
import { seasonView } from "./season-view";

/** A city as its pages show it: texts, shops and its season now. */
const shown = (entry: BallotCity) => ({ ...entry.city, season: seasonView(entry) });

export const ballotsRouter = router({
  /** The cities on the ballot, in order, each with its shops. */
  cities: publicProcedure.query(async ({ ctx }) => (await ballotCitiesOnce(ctx.db)).map(shown)),

  /** The cities on the ballot as the nomination form's choices: the form needs nothing else of them. */
  choices: publicProcedure.query(async ({ ctx }) => (await ballotCitiesOnce(ctx.db)).map(({ city }) => ballotChoice(city))),

  /** One city with its shops, or null when it is not on the ballot (its page is a 404). */
  city: publicProcedure.input(ballotCityInputSchema).query(async ({ ctx, input }) => {
    const entry = await ballotCity(ctx.db, input.city);
    return entry ? shown(entry) : null;
  }),
});
