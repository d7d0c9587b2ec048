// `admin.nominations.*` (the nominations queue) and `admin.ballot.*` (the ballot editor). Every procedure
// is an editorProcedure: the session and the editor role (or higher) are checked on the server for each call;
// mutations also pass the same-origin guard in front of the API. Every change is audited
// (`ballot_changes`, ballot-edits.ts).
import { ballotAdminMessages } from "@shared/voting/ballot-admin-texts";
import { nominationSeasonYear } from "@shared/voting/nominations";
import {
  ballotCityInput,
  cityAddInput,
  nominationAcceptInput,
  nominationDeclineInput,
  nominationListInput,
  seasonSaveInput,
  wallTimeMs,
  shopAddInput,
  shopEditInput,
  shopRetireInput,
  shopsReorderInput,
} from "@shared/voting/ballot-admin-schema";
import { seasonHasOpened } from "@shared/voting/award-seasons";
import { roleAllows } from "@shared/people/staff-roles";
import * as clock from "@shared/time/clock";
import { cityDay, wallToInstant } from "@shared/time/city-day";
import type { Db } from "../../db/client";
import { publicOrigin } from "../../http/public-origin";
import { editorProcedure, router } from "../../trpc/init";
import { refusal } from "../../trpc/refusal";
import { queueEmail } from "../notifications/email-queue";
import { ballotCityName, nominationById, nominationsWithStatus, seasonOpensLater } from "./nomination-queries";
import { citySeasons } from "./ballot-queries";
import {
  acceptNomination,
  addCity,
  addShop,
  ballotForAdmin,
  cityRow,
  declineNomination,
  editShop,
  reorderShops,
  saveSeason,
  setShopRetired,
} from "./ballot-edits";
import { STATIC_ROUTES } from "@shared/routing/routes";
import { pagePaths } from "@shared/routing/paths";

async function pendingNomination(db: Db, id: number) {
  const nomination = await nominationById(db, id);
  if (!nomination) throw refusal("NOT_FOUND", ballotAdminMessages, "nominationNotFound");
  if (nomination.status !== "pending") throw refusal("CONFLICT", ballotAdminMessages, "nominationDecided");
  return nomination;
}

async function ballotCityRow(db: Db, slug: string) {
  const city = await cityRow(db, slug);
  if (!city) throw refusal("NOT_FOUND", ballotAdminMessages, "cityNotOnBallot");
  return city;
}

/** The year now in the city's zone: the season a city with none would start. */
const yearIn = (zone: string) => Number(cityDay(clock.nowMs(), zone).slice(0, 4));

/** The season a nomination accepted now joins in its city. */
async function targetSeason(db: Db, slug: string) {
  const city = await ballotCityRow(db, slug);
  return nominationSeasonYear(await citySeasons(db, slug), clock.nowMs(), yearIn(city.time_zone));
}

const nominationsRouter = router({
  /** Nominations in a state (pending by default), oldest first, each with the season accepting it now would add it to. */
  list: editorProcedure.input(nominationListInput).query(async ({ ctx, input }) => {
    const rows = await nominationsWithStatus(ctx.db, input.status);
    return Promise.all(
      rows.map(async (row) => {
        const seasonYear = row.season_year ?? (row.status === "pending" ? await targetSeason(ctx.db, row.city_slug) : null);
        return {
          id: row.id,
          city: row.city_slug,
          cityName: await ballotCityName(ctx.db, row.city_slug, "en"),
          shopName: row.shop_name,
          address: row.address,
          website: row.website,
          reason: row.reason,
          email: row.nominator_email,
          language: row.language,
          status: row.status,
          createdAt: row.created_at,
          declineReason: row.decline_reason,
          seasonYear,
          /** The season has not opened yet (past the open one's cut-off): the shop waits for it. */
          seasonLater: seasonYear !== null && (await seasonOpensLater(ctx.db, row.city_slug, seasonYear)),
        };
      }),
    );
  }),

  /** Adds the nominated shop to its city's ballot (the open season before its cut-off, else the next) and tells the nominator. */
  accept: editorProcedure.input(nominationAcceptInput).mutation(async ({ ctx, input }) => {
    const nomination = await pendingNomination(ctx.db, input.id);
    const year = await targetSeason(ctx.db, nomination.city_slug);
    const cityName = await ballotCityName(ctx.db, nomination.city_slug, "en");
    const shopId = await acceptNomination(ctx.db, nomination, { ...input, cityName, year }, ctx.session.user);
    const origin = publicOrigin(ctx.env, ctx.req.url);
    await queueEmail(
      ctx.env,
      ctx.db,
      { kind: "nomination_accepted", recipient: nomination.nominator_email, nominationId: nomination.id },
      { origin },
    );
    return { shopId, year };
  }),

  /** Declines with a reason, which the nominator's e-mail gives. */
  decline: editorProcedure.input(nominationDeclineInput).mutation(async ({ ctx, input }) => {
    const nomination = await pendingNomination(ctx.db, input.id);
    await declineNomination(ctx.db, nomination, input.reason, ctx.session.user);
    const origin = publicOrigin(ctx.env, ctx.req.url);
    await queueEmail(
      ctx.env,
      ctx.db,
      { kind: "nomination_declined", recipient: nomination.nominator_email, nominationId: nomination.id },
      { origin },
    );
    return { declined: true as const };
  }),
});

const ballotEditorRouter = router({
  /** Every city (retired too) with its shops (retired and later-season ones too) and texts in both languages. */
  cities: editorProcedure.query(({ ctx }) => ballotForAdmin(ctx.db)),

  addShop: editorProcedure.input(shopAddInput).mutation(async ({ ctx, input }) => {
    const { city, ...fields } = input;
    await ballotCityRow(ctx.db, city);
    const id = await addShop(ctx.db, city, await ballotCityName(ctx.db, city, "en"), fields, ctx.session.user);
    return { id };
  }),

  updateShop: editorProcedure.input(shopEditInput).mutation(async ({ ctx, input }) => {
    const { city, id, ...fields } = input;
    const changes = await editShop(ctx.db, city, id, fields, ctx.session.user);
    if (!changes) throw refusal("NOT_FOUND", ballotAdminMessages, "shopNotFound");
    return { changed: changes.map((change) => change.field) };
  }),

  setShopRetired: editorProcedure.input(shopRetireInput).mutation(async ({ ctx, input }) => {
    const changes = await setShopRetired(ctx.db, input.city, input.id, input.retired, ctx.session.user);
    if (!changes) throw refusal("NOT_FOUND", ballotAdminMessages, "shopNotFound");
    return { changed: changes.map((change) => change.field) };
  }),

  reorderShops: editorProcedure.input(shopsReorderInput).mutation(async ({ ctx, input }) => {
    await ballotCityRow(ctx.db, input.city);
    if (!(await reorderShops(ctx.db, input.city, input.ids, ctx.session.user))) throw refusal("BAD_REQUEST", ballotAdminMessages, "reorderMismatch");
    return { ids: input.ids };
  }),

  /**
   * A city's seasons with its zone: the form shows and takes the times as the city's wall clock.
   * `windowLocked`: the caller may not move this season's window (an editor, once it has opened).
   */
  seasons: editorProcedure.input(ballotCityInput).query(async ({ ctx, input }) => {
    const city = await ballotCityRow(ctx.db, input.city);
    const admin = roleAllows(ctx.session.roles, "admin");
    const now = clock.nowMs();
    const seasons = await citySeasons(ctx.db, input.city);
    return { timeZone: city.time_zone, seasons: seasons.map((season) => ({ ...season, windowLocked: !admin && seasonHasOpened(season, now) })) };
  }),

  /** Adds a city's season or edits one (its window and final-week rule); the times are wall-clock in the city's zone. */
  saveSeason: editorProcedure.input(seasonSaveInput).mutation(async ({ ctx, input }) => {
    const city = await ballotCityRow(ctx.db, input.city);
    const opensAt = instantOf(input.opens, city.time_zone);
    const closesAt = instantOf(input.closes, city.time_zone);
    // Wall times in order can still meet as instants across a spring-forward gap (02:30 and 03:30 are one instant).
    if (Date.parse(closesAt) <= Date.parse(opensAt)) throw refusal("BAD_REQUEST", ballotAdminMessages, "seasonCloseBeforeOpen", { field: "closes" });
    const seasons = await citySeasons(ctx.db, input.city);
    // A vote belongs to one season: two windows of a city never share an instant.
    const overlapping = seasons.find(
      (other) => other.year !== input.year && Date.parse(other.opensAt) <= Date.parse(closesAt) && Date.parse(opensAt) <= Date.parse(other.closesAt),
    );
    if (overlapping) throw refusal("BAD_REQUEST", ballotAdminMessages, "seasonOverlaps", { field: "opens", params: { year: overlapping.year } });
    const existing = seasons.find((season) => season.year === input.year) ?? null;
    // Closing an open season early or reopening a closed one changes its results: admins only (the audit log keeps it).
    const windowMoved = existing !== null && (existing.opensAt !== opensAt || existing.closesAt !== closesAt);
    if (windowMoved && seasonHasOpened(existing, clock.nowMs()) && !roleAllows(ctx.session.roles, "admin")) {
      throw refusal("FORBIDDEN", ballotAdminMessages, "seasonWindowAdminOnly", { field: "closes" });
    }
    const changes = await saveSeason(
      ctx.db,
      input.city,
      existing,
      { year: input.year, opensAt, closesAt, hideFinalWeek: input.hideFinalWeek },
      ctx.session.user,
    );
    return { year: input.year, opensAt, closesAt, changed: changes.map((change) => change.field) };
  }),

  addCity: editorProcedure.input(cityAddInput).mutation(async ({ ctx, input }) => {
    // A city's slug is its page's address: never one of the site's own pages under the ballot.
    if (PATTERN_SEGMENTS_RESERVED.has(input.slug)) throw refusal("BAD_REQUEST", ballotAdminMessages, "slugReserved");
    if (await cityRow(ctx.db, input.slug)) throw refusal("CONFLICT", ballotAdminMessages, "cityExists");
    await addCity(ctx.db, input, ctx.session.user);
    return { slug: input.slug };
  }),
});

/** A wall time of the admin's form ("YYYY-MM-DDTHH:MM[:SS]", checked by the schema) as an instant in the city's zone. */
const instantOf = (wall: string, zone: string) => new Date(wallToInstant(wallTimeMs(wall)!, zone)).toISOString();

export const ballotAdminRouters = { nominations: nominationsRouter, ballot: ballotEditorRouter };

// The path segments under /best-coffee-shops that are pages of their own (the nomination form), so no
// city may take them as its slug: read from the route table, not spelled here.
const prefix = `${pagePaths.coffeeLanding}/`;

const PATTERN_SEGMENTS_RESERVED: ReadonlySet<string> = new Set(
  Object.values(STATIC_ROUTES)
    .map((route) => route.pattern as string)
    .filter((pattern) => pattern.startsWith(prefix) && !pattern.slice(prefix.length).includes(":"))
    .map((pattern) => pattern.slice(prefix.length).split("/")[0]!),
);
