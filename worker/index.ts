// The Worker entry only wires: security headers, the tRPC API, edge-rendered HTML, the e-mail queue's
// consumer, the cron job and the Durable Object classes. Feature logic lives in worker/features/*.
import { trpcServer } from "@hono/trpc-server";
import { Hono } from "hono";
import { apiMessages } from "@shared/api/api-texts";
import * as clock from "@shared/time/clock";
import { MAX_BATCH_SIZE } from "@shared/api/api-batch";
import { VITALS_BEACON_PATH } from "@shared/performance/web-vitals";
import { ACTIVITY_BEACON_PATH } from "@shared/activity/beacon-path";
import { feedRoutes } from "./features/feeds/feed-routes";
import { unsubscribeRoutes } from "./features/newsletter/unsubscribe-route";
import { FOLLOW_ROUTES_PATH, followRoutes } from "./features/going/follow-routes";
import { sendDueRoundups } from "./features/going/follow-roundup";
import { followPage } from "./features/going/follow-page";
import { EVENTS_CRON, moveEventsOn } from "./features/listings/event-timing";
import { queueDueReminders } from "./features/going/rsvp-reminders";
import { handleEmailQueue } from "./features/notifications/queue-consumer";
import { robotsTxt, sitemapIndexXml, sitemapListingsXml, sitemapPagesXml } from "./features/seo/sitemap";
import { deleteStalePendingUploads } from "./features/uploads/image-store";
import { liveVotesRoutes } from "./features/voting/live-votes-route";
import { voteLogRoutes } from "./features/voting/vote-log-route";
import { badgeRoutes } from "./features/voting/badge-route";
import { shareImage } from "./features/share-images/share-image-route";
import { uploadsRoutes } from "./features/uploads/uploads-routes";
import { vitalsRoutes } from "./features/web-vitals/vitals-route";
import { activityRoutes } from "./features/activity/activity-route";
import { foldOldDays } from "./features/activity/activity-queries";
import { runPaymentsCron } from "./features/payments/payments-cron";
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from "./features/payments/stripe-webhook";
import { testCheckoutRoutes } from "./features/payments/test-checkout-route";
import { tilesRoutes } from "./features/map/tiles-route";
import { basemapRoutes } from "./features/map/basemap-route";
import { BASEMAP_TILES_PATH, LISTING_TILES_PATH } from "@shared/map/map-tiles";
import { pageCache } from "./cache/page-cache";
import { renderPage } from "./html/render-page";
import { limitApiBody, requireSameOrigin } from "./http/api-guards";
import { drainUnreadBody } from "./http/body-limit";
import { refuse } from "./http/error-envelope";
import { isUnavailable, unavailableAnswer } from "./html/unavailable-page";
import { securityHeaders } from "./http/security-headers";
import { rememberedLocaleHome } from "./i18n/remembered-locale";
import { requestLocale } from "./i18n/request-locale";
import { applyRetention } from "./features/privacy/retention";
import { sendDueDigests } from "./features/newsletter/digest";
import { createContext } from "./trpc/context";
import { d1Session } from "./db/d1-session";
import { createDb } from "./db/client";
import { appRouter } from "./trpc/router";

export { RateLimiter } from "./rate-limit/rate-limiter";
export { CityVotes } from "./features/voting/city-votes";

const app = new Hono<{ Bindings: Env }>();

app.use("*", securityHeaders, requestLocale, d1Session);

// Every API answer leaves the connection clean: a body the handler never read is drained after it.
app.use("/api/*", drainUnreadBody);

app.use("/api/trpc/*", requireSameOrigin, limitApiBody);

app.use(
  "/api/trpc/*",
  trpcServer({
    endpoint: "/api/trpc",
    router: appRouter,
    maxBatchSize: MAX_BATCH_SIZE,
    createContext: (opts, c) => createContext(c.env as Env, opts.req, opts.resHeaders),
    onError({ error, path }) {
      // Expected client errors are answers, not incidents; log only what the server got wrong (the
      // client reads the generic text: see the error formatter in worker/trpc/init.ts).
      if (error.code === "INTERNAL_SERVER_ERROR") console.error(`tRPC ${path ?? "?"} failed`, error);
    },
  }),
);

app.route("/api/uploads", uploadsRoutes);
app.route("/api/newsletter/unsubscribe", unsubscribeRoutes);
app.route(FOLLOW_ROUTES_PATH, followRoutes);
app.route("/api/votes", liveVotesRoutes);
app.route(VITALS_BEACON_PATH, vitalsRoutes);
app.route(ACTIVITY_BEACON_PATH, activityRoutes);

app.route(STRIPE_WEBHOOK_PATH, stripeWebhookRoutes);

app.all("/api/*", (c) => refuse(c, "NOT_FOUND", apiMessages, "notFound"));

// A build file that does not exist (an old hash after a deploy, a typo) is a plain 404: never the app
// shell, which the /assets/* headers would let browsers cache for a year.
app.all("/assets/*", (c) => c.text("Not found", 404, { "Cache-Control": "no-store" }));

app.route("/feeds", feedRoutes);
// The same feeds in French (the request's locale is French under /fr: titles, texts and links).
app.route("/fr/feeds", feedRoutes);
app.get("/sitemap.xml", sitemapIndexXml);
app.get("/sitemap-pages.xml", sitemapPagesXml);
app.get("/sitemap-listings.xml", sitemapListingsXml);
app.get("/robots.txt", robotsTxt);
// A closed award season's anonymised vote log, for anyone to recount, and its winners' badges.
app.route("/best-coffee-shops", voteLogRoutes);
app.route("/badges", badgeRoutes);
// Every public page's share image (og:image), drawn at the edge: /og.png is the home page's.
app.get("/og.png", shareImage);
app.get("/og/*", shareImage);
// The map's vector tiles: our listings and neighbourhoods (titles in the path's language), and the basemap.
app.route(LISTING_TILES_PATH, tilesRoutes);
app.route(`/fr${LISTING_TILES_PATH}`, tilesRoutes);
app.route(BASEMAP_TILES_PATH, basemapRoutes);
// The local stand-in for Stripe Checkout (only without a Stripe key, never in production).
app.route("/payments/test-checkout", testCheckoutRoutes);
app.route("/fr/payments/test-checkout", testCheckoutRoutes);
// The follow form: a plain page, no script (worker/features/going/follow-page.ts).
app.route("/follow", followPage);
app.route("/fr/follow", followPage);
// Public pages come from the edge cache while content is unchanged (anonymous visitors only).
app.get("/", rememberedLocaleHome);
app.get("*", pageCache, renderPage);

// Anything thrown outside tRPC (uploads, feeds, the sitemap, page rendering) ends here, logged with its
// cause: D1 failing is the one failure rule's 503 (worker/html/unavailable-page.ts); anything else the
// generic text in the API's envelope, never the error's own words.
app.onError((error, c) => {
  const unavailable = isUnavailable(error);
  console.error(`${c.req.method} ${new URL(c.req.url).pathname} ${unavailable ? "could not reach D1" : "failed"}`, error);
  if (unavailable) return unavailableAnswer(c);
  return refuse(c, "INTERNAL_SERVER_ERROR", apiMessages, "internal");
});

export default {
  fetch: app.fetch,
  // E-mail is sent here, from the queue, never on a request (worker/features/notifications).
  queue: handleEmailQueue,
  /**
   * The Cron Triggers (wrangler.toml): every 15 minutes, events whose occurrence ended move on to their
   * next one, RSVP reminders that are due are queued (worker/features/going/rsvp-reminders.ts), and the payments' chores run (ended promotions, stale unpaid submissions, refunds); hourly,
   * uploads no submission attached within 24 h are deleted, the weekly digest is queued for the cities
   * where it is Thursday 08:xx (worker/features/newsletter/digest.ts), the roundup of follows
   * (worker/features/going/follow-roundup.ts), and personal data past its
   * retention is removed (worker/features/privacy/retention.ts), and listing activity older than 13 months
   * is folded into months (worker/features/activity/activity-queries.ts).
   */
  async scheduled(controller, env) {
    if (controller.cron === EVENTS_CRON) {
      const moved = await moveEventsOn(env.DB, clock.nowMs());
      if (moved > 0) console.log(`Moved ${moved} event(s) on to their next occurrence.`);
      const reminded = await queueDueReminders(env, clock.nowMs());
      if (reminded > 0) console.log(`Queued ${reminded} RSVP reminder(s).`);
      await runPaymentsCron(env);
      return;
    }
    const deleted = await deleteStalePendingUploads(env.UPLOADS, controller.scheduledTime);
    if (deleted > 0) console.log(`Deleted ${deleted} unattached upload(s) older than 24 h.`);
    const digests = await sendDueDigests(env, clock.nowMs());
    if (digests.queued + digests.empty > 0) console.log("Weekly digests:", digests);
    const roundups = await sendDueRoundups(env, clock.nowMs());
    if (roundups.queued + roundups.empty > 0) console.log("Weekly roundups of follows:", roundups);
    const retained = await applyRetention(env, clock.nowMs());
    if (Object.values(retained).some((count) => count > 0)) console.log("Data past its retention removed:", retained);
    const folded = await foldOldDays(createDb(env.DB), clock.nowMs());
    if (folded > 0) console.log(`Folded ${folded} day(s) of listing activity into months.`);
  },
} satisfies ExportedHandler<Env>;
