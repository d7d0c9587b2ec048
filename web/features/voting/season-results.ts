// The results API's answer for one season, as the awards components read it.
import type { RouterOutputs } from "@web/lib/trpc";

export type SeasonResults = NonNullable<RouterOutputs["awards"]["results"]>;
export type PastWinner = RouterOutputs["awards"]["winners"][number];
