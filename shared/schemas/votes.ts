// Inputs of the votes API, shared by the tRPC procedures and the web client.
import "./zod-setup";
import { z } from "zod";
import { COFFEE_CITY_SLUGS } from "../catalogue/coffee-shop";
import { messages } from "../messages";

const citySlug = z.enum(COFFEE_CITY_SLUGS, { error: messages.voting.unknownCity });

export const voteTallyInputSchema = z.object({ city: citySlug });
export type VoteTallyInput = z.infer<typeof voteTallyInputSchema>;

/** Whether the shop belongs to the city is checked against the catalogue by the procedure. */
export const voteCastInputSchema = z.object({
  city: citySlug,
  shopId: z.string().min(1, messages.voting.unknownShop).max(100, messages.voting.unknownShop),
});
export type VoteCastInput = z.infer<typeof voteCastInputSchema>;
