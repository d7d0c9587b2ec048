// Inputs of the votes API, shared by the tRPC procedures and the web client.
import "./zod-setup";
import { z } from "zod";
import { POLL_SLUG, POLL_SLUG_MAX } from "../catalogue/coffee-shop";
import { votingMessages } from "../messages/voting";
import { says } from "./error-text";

const unknownCity = says(() => votingMessages.unknownCity);
/** A ballot city's slug; whether it is on the ballot is the server's to check (the ballot lives in D1). */
export const citySlug = z.string(unknownCity).regex(POLL_SLUG, unknownCity).max(POLL_SLUG_MAX, unknownCity);
const unknownShop = says(() => votingMessages.unknownShop);

export const voteTallyInputSchema = z.object({ city: citySlug });

/** One city of the ballot (its page's texts and shops). */
export const ballotCityInputSchema = z.object({ city: citySlug });
export type BallotCityInput = z.infer<typeof ballotCityInputSchema>;

/** Whether the shop belongs to the city is checked against the ballot by the procedure. */
export const voteCastInputSchema = z.object({
  city: citySlug,
  shopId: z.string().min(1, unknownShop).max(100, unknownShop),
});
