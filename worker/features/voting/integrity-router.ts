// `admin.integrity.*`: the Best Coffee Shops integrity review. Admins read a season's votes per shop and
// hour, its bursts and busiest networks, and void a network's votes in a window; the void is applied
// atomically in the season's CityVotes object, which keeps it (who, when, why, how many) as the audit.
import { actorOf, recordAudit } from "../audit/audit-log";
import { integrityMessages } from "@shared/voting/integrity-texts";
import { bursts } from "@shared/voting/vote-integrity";
import { seasonHasOpened } from "@shared/voting/award-seasons";
import { integrityInput, voidVotesInput } from "@shared/voting/vote-integrity-schema";
import * as clock from "@shared/time/clock";
import { addDays, cityDay, dayStartAt } from "@shared/time/city-day";
import { eq, sql } from "drizzle-orm";
import { contentVersion } from "../../db/schema";
import type { Context } from "../../trpc/context";
import { adminProcedure, router } from "../../trpc/init";
import { refusal } from "../../trpc/refusal";
import { ballotCity } from "./ballot-queries";
import { seasonVotes } from "./season-votes";
import type { IntegrityFigures } from "./vote-log";

/** The city's season of that year, once it has opened (a season not yet open has no votes to review). */
async function openedSeason(ctx: Context, city: string, year: number) {
  const entry = await ballotCity(ctx.db, city);
  const season = entry?.seasons.find((s) => s.year === year);
  if (!entry || !season || !seasonHasOpened(season, clock.nowMs())) throw refusal("NOT_FOUND", integrityMessages, "unknownSeason");
  return { entry, season, stub: seasonVotes(ctx.env, city, year).stub };
}

export const integrityRouter = router({
  /**
   * A season's figures: its totals (votes counted, removed), one day's votes per shop and hour (the city's
   * day and hours, in the zone it answers) with its bursts, the busiest networks, the voids.
   */
  get: adminProcedure.input(integrityInput).query(async ({ ctx, input }) => {
    const { entry, season, stub } = await openedSeason(ctx, input.city, input.year);
    // The city's day, in its own zone (as the seasons are): by default today, or the season's last day
    // once it has closed.
    const zone = entry.timeZone;
    const day = input.day ?? cityDay(Math.min(clock.nowMs(), Date.parse(season.closesAt)), zone);
    const fromMs = dayStartAt(day, zone);
    // Typed as the plain shape: the stub's RPC types mean nothing to the web app's and the tests' compilers.
    const figures: IntegrityFigures = await stub.integrity(fromMs, dayStartAt(addDays(day, 1), zone));
    return {
      season: { year: season.year, opensAt: season.opensAt, closesAt: season.closesAt },
      timeZone: zone,
      shops: entry.city.shops.map((shop) => ({ id: shop.id, name: shop.name })),
      day,
      ...figures,
      bursts: bursts(figures.hours),
    };
  }),

  /** Voids one network's counted votes in a window, with a reason; answers how many were removed. */
  void: adminProcedure.input(voidVotesInput).mutation(async ({ ctx, input }) => {
    const { stub } = await openedSeason(ctx, input.city, input.year);
    const { removed }: { removed: number } = await stub.void({
      networkHash: input.networkHash,
      fromMs: input.fromMs,
      toMs: input.toMs,
      reason: input.reason,
      byEmail: ctx.session.user.email,
    });
    // Cached results pages show the counts and the votes removed: move the content version on (writes to
    // D1 content do so by trigger; votes live in the object).
    await ctx.db
      .update(contentVersion)
      .set({ version: sql`${contentVersion.version} + 1` })
      .where(eq(contentVersion.id, 1));
    // The void itself lives in the season's object (the vote log's audit); the one log names it too.
    await recordAudit(ctx.db, actorOf(ctx), {
      action: "votes.void",
      target: { type: "season", id: `${input.city}/${input.year}` },
      detail: {
        network: input.networkHash,
        from: new Date(input.fromMs).toISOString(),
        to: new Date(input.toMs).toISOString(),
        reason: input.reason,
        removed,
      },
    });
    console.log(`Votes voided: ${removed} in ${input.city} ${input.year} from network ${input.networkHash} by ${ctx.session.user.email}.`);
    return { removed };
  }),
});
