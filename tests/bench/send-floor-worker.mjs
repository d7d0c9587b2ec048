// The live bench's yardstick (tests/bench/live-bench.mjs): the least a WebSocket message costs the local
// runtime. A Worker hands each socket to one Durable Object, as the app's live route does, and the
// object accepts it with the Hibernation API and a tag; POST /broadcast?n=N then sends N messages the
// size of the app's count update to every socket, one loop over getWebSockets(tag) each, 20 ms apart.
// Nothing else runs: what workerd spends beyond idling is the runtime's own cost of those sends.
/* global WebSocketPair -- a workerd global */
import { DurableObject } from "cloudflare:workers";

const MESSAGE = JSON.stringify({ type: "counts", counts: [{ shopId: "cafe-olimpico-mile-end", count: 1000 }] });

export class Room extends DurableObject {
  async fetch(request) {
    if (request.headers.get("upgrade") === "websocket") {
      const [client, server] = Object.values(new WebSocketPair());
      this.ctx.acceptWebSocket(server, ["all"]);
      return new Response(null, { status: 101, webSocket: client });
    }
    const rounds = Number(new URL(request.url).searchParams.get("n"));
    let sent = 0;
    for (let round = 0; round < rounds; round++) {
      for (const ws of this.ctx.getWebSockets("all")) {
        ws.send(MESSAGE);
        sent += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Response.json({ sent });
  }

  webSocketMessage() {}

  webSocketClose() {}
}

export default {
  fetch(request, env) {
    const { pathname } = new URL(request.url);
    // The bench's servers are ready once this answers (tests/bench/server.mjs).
    if (pathname === "/api/trpc/health.check") return Response.json({ ok: true });
    const room = env.ROOM.get(env.ROOM.idFromName("floor"));
    if (pathname.endsWith("/live") || pathname === "/broadcast") return room.fetch(request);
    return new Response("Not found", { status: 404 });
  },
};
