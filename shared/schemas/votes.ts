// Inputs of the votes API, shared by the tRPC procedures and the web client.
import "./zod-setup";
import { z } from "zod";
import { COFFEE_CITY_SLUGS } from "../catalogue/coffee-shop";
import { votingMessages } from "../messages/voting";
import { says } from "./error-text";

const citySlug = z.enum(COFFEE_CITY_SLUGS, says(() => votingMessages.unknownCity));
const unknownShop = says(() => votingMessages.unknownShop);

export const voteTallyInputSchema = z.object({ city: citySlug });
export type VoteTallyInput = z.infer<typeof voteTallyInputSchema>;

/** Whether the shop belongs to the city is checked against the catalogue by the procedure. */
export const voteCastInputSchema = z.object({
  city: citySlug,
  shopId: z.string().min(1, unknownShop).max(100, unknownShop),
});
