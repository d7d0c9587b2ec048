// Inputs of the votes API, shared by the tRPC procedures and the web client.
import "../forms/zod-setup";
import { z } from "zod";
import { POLL_SLUG, POLL_SLUG_MAX } from "./coffee-shop";
import { votingMessages } from "./voting-texts";
import { says } from "../forms/error-text-schema";
import { DEFAULT_LOCALE, LOCALES } from "../i18n/locales";

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

/** The first and last years a results page or badge can name; any other is refused (a 404). */
export const AWARD_YEAR_MIN = 2000;
export const AWARD_YEAR_MAX = 2999;
const awardYear = z.number().int().min(AWARD_YEAR_MIN).max(AWARD_YEAR_MAX);

/** A city's season's results (/best-coffee-shops/{city}/{year}). */
export const awardResultsInputSchema = z.object({ city: citySlug, year: awardYear });
export type AwardResultsInput = z.infer<typeof awardResultsInputSchema>;

/** A badge's path: /badges/{city}/{year}/{shop}.svg (the year still text, as the path carries it). */
export const awardBadgeParamsSchema = z.object({
  city: citySlug,
  year: z
    .string()
    .regex(/^\d{4}$/)
    .transform(Number)
    .pipe(awardYear),
  shop: z.string().regex(POLL_SLUG).max(POLL_SLUG_MAX),
  lang: z.enum(LOCALES).default(DEFAULT_LOCALE),
});
