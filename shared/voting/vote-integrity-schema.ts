// Inputs of the admin Vote integrity view (admin.integrity.*), shared by the procedures and the view.
import "../forms/zod-setup";
import { z } from "zod";
import { integrityMessages } from "./integrity-texts";
import { VOID_WINDOW_MAX_MS, VOTE_LOG_HASH_LENGTH } from "./vote-integrity";
import { says } from "../forms/error-text-schema";
import { singleLineText } from "../forms/plain-text-schema";
import { citySlug } from "./votes-schema";

const unknownSeason = says(() => integrityMessages.unknownSeason);
const seasonYear = z.number(unknownSeason).int(unknownSeason).min(2000, unknownSeason).max(2100, unknownSeason);

/** A network hash as the log holds it, or the marker of votes counted before the log kept networks. */
const NETWORK_HASH = new RegExp(`^(?:[0-9a-f]{${VOTE_LOG_HASH_LENGTH}}|unrecorded)$`);

export const integrityInput = z.object({
  city: citySlug,
  year: seasonYear,
  /** The day whose hours are shown (the city's, in its zone); today, or the season's last day, when left out. */
  day: z.iso.date(says(() => integrityMessages.invalidDay)).optional(),
});

const instant = says(() => integrityMessages.invalidWindow);

export const voidVotesInput = z
  .object({
    city: citySlug,
    year: seasonYear,
    networkHash: z.string(says(() => integrityMessages.invalidNetwork)).regex(
      NETWORK_HASH,
      says(() => integrityMessages.invalidNetwork),
    ),
    fromMs: z.number(instant).int(instant).min(0, instant),
    toMs: z.number(instant).int(instant).min(0, instant),
    reason: z
      .string(says(() => integrityMessages.reasonRequired))
      .trim()
      .min(
        3,
        says(() => integrityMessages.reasonRequired),
      )
      .max(
        500,
        says(() => integrityMessages.reasonRequired),
      )
      .transform(singleLineText),
  })
  .refine((input) => input.fromMs < input.toMs && input.toMs - input.fromMs <= VOID_WINDOW_MAX_MS, { ...instant, path: ["toMs"] });
