// GET /api/votes/:city/live with `Upgrade: websocket`: hands the connection to the city's CityVotes
// object, which sends the tallies and then every change. Only our own pages may connect
// (a foreign Origin is refused before the object wakes), and each network holds a limited number of
// a city's sockets (LIVE_VOTES_PER_NETWORK).
import { apiMessages } from "@shared/api/api-texts";
import { Hono } from "hono";
import { votingMessages } from "@shared/voting/voting-texts";
import { DEFAULT_LIVE_SOCKETS_PER_NETWORK } from "@shared/voting/live-votes";
import { refuse } from "../../http/error-envelope";
import { clientNetwork } from "../../rate-limit/client-network";
import { liveSocketRequest } from "./live-fanout";
import { voterIdOf } from "./voter-cookie";
import { createDb } from "../../db/client";
import { ballotCity } from "./ballot-queries";
import { shownSeasonVotes } from "./season-votes";
import { hiddenWindow } from "@shared/voting/award-seasons";

export const liveVotesRoutes = new Hono<{ Bindings: Env }>();

function socketsPerNetwork(env: Env): number {
  const configured = Number(env.LIVE_VOTES_PER_NETWORK);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_LIVE_SOCKETS_PER_NETWORK;
}

liveVotesRoutes.get("/:city/live", async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    return refuse(c, "BAD_REQUEST", apiMessages, "webSocketOnly");
  }
  if (c.req.header("origin") !== new URL(c.req.url).origin) {
    return refuse(c, "FORBIDDEN", apiMessages, "crossSiteConnection");
  }
  const entry = await ballotCity(createDb(c.env.DB), c.req.param("city"));
  if (!entry) return refuse(c, "NOT_FOUND", votingMessages, "unknownCity");

  // The season the page shows (the tally's): its own object.
  const { stub, start } = shownSeasonVotes(c.env, entry);
  const answer = await stub.fetch(
    liveSocketRequest({
      shopIds: entry.city.shops.map((shop) => shop.id),
      start,
      voterId: await voterIdOf(c.req.raw, c.env),
      network: clientNetwork(c.req.raw, c.env),
      limit: socketsPerNetwork(c.env),
      // When the shown season hides its counts: the object keeps it with the socket.
      hidden: (entry.now.season && hiddenWindow(entry.now.season, entry.timeZone)) ?? undefined,
    }),
  );
  if (answer.status === 429) return refuse(c, "TOO_MANY_REQUESTS", apiMessages, "tooManyConnections");
  // The object's answer has immutable headers; the security-headers middleware adds to a copy.
  return new Response(answer.body, { status: answer.status, headers: new Headers(answer.headers), webSocket: answer.webSocket });
});
