// One Durable Object per coffee city (idFromName(city slug)) holds that city's tallies and who voted
// for what, in its own SQLite storage. Every method runs synchronously against ctx.storage.sql inside
// one transaction, so concurrent casts are applied one after another and no vote is lost or doubled.
//
// The caller passes the city's shop ids (from shared/catalogue) with each call: the object seeds any
// shop it has not seen yet, exactly once, and answers only for the shops asked about.
//
// The object also keeps the city's live sockets (issue 17) with the WebSocket Hibernation API: idle
// sockets stay open while the object sleeps. A socket gets the tallies when it connects, then the new
// counts after casts. Bursts coalesce: updates go out at most once per LIVE_FLUSH_INTERVAL_MS, the
// later ones by a timer with an alarm as its backstop (an alarm also wakes a hibernated object). The live part never touches the cast's
// transaction; a city nobody watches pays one array length per cast.
import { DurableObject } from "cloudflare:workers";
import { randomSeedCount } from "@shared/rules/coffee-votes";
import { LIVE_FLUSH_INTERVAL_MS, type LiveCount, type LiveVotesMessage } from "@shared/rules/live-votes";

export interface CityTally {
  /** Shop id → votes. */
  counts: Record<string, number>;
  /** The shops this voter has voted for (empty without a voter). */
  voted: string[];
}

export type CastOutcome =
  | { status: "counted"; count: number }
  | { status: "already-voted"; count: number }
  | { status: "unknown-shop" };

/** What the Worker asks for when it hands over a live socket (see worker/features/votes/live-votes-route.ts). */
export interface LiveSocketRequest {
  shopIds: string[];
  voterId: string | null;
  /** The client's network key; sockets are tagged with it so the limit is one lookup. */
  network: string;
  /** Open sockets allowed per network in this city. */
  limit: number;
}

/** Kept with each socket through hibernation: the shops it watches. */
interface SocketAttachment {
  shopIds: string[];
}

const LIVE_URL = "https://city-votes.internal/live";

/** The Request the Worker forwards to the object to open a live socket. */
export function liveSocketRequest(live: LiveSocketRequest): Request {
  const url = new URL(LIVE_URL);
  for (const id of live.shopIds) url.searchParams.append("shop", id);
  if (live.voterId) url.searchParams.set("voter", live.voterId);
  url.searchParams.set("network", live.network);
  url.searchParams.set("limit", String(live.limit));
  return new Request(url, { headers: { Upgrade: "websocket" } });
}

function readLiveSocketRequest(request: Request): LiveSocketRequest | null {
  const url = new URL(request.url);
  const shopIds = url.searchParams.getAll("shop");
  const network = url.searchParams.get("network");
  const limit = Number(url.searchParams.get("limit"));
  if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return null;
  if (url.pathname !== "/live" || shopIds.length === 0 || !network || !Number.isInteger(limit) || limit < 1) return null;
  return { shopIds, voterId: url.searchParams.get("voter"), network, limit };
}

export class CityVotes extends DurableObject {
  /** Shops whose counts changed since the last update went out (lost on eviction: see alarm()). */
  private changed = new Set<string>();
  /** When the last update went out; 0 in a freshly started (or woken) object. */
  private lastFlushAt = 0;
  private flushPending = false;
  private flushTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS tallies (
        shop_id TEXT PRIMARY KEY,
        count   INTEGER NOT NULL
      );
      CREATE TABLE IF NOT EXISTS votes (
        voter_id TEXT NOT NULL,
        shop_id  TEXT NOT NULL,
        cast_at  INTEGER NOT NULL,
        PRIMARY KEY (voter_id, shop_id)
      );
    `);
  }

  tally(shopIds: readonly string[], voterId: string | null): CityTally {
    return this.ctx.storage.transactionSync(() => {
      this.seed(shopIds);
      return { counts: this.counts(shopIds), voted: voterId ? this.votedBy(voterId, shopIds) : [] };
    });
  }

  /** Adds the voter's vote for the shop, once: a second cast changes nothing. */
  cast(shopIds: readonly string[], voterId: string, shopId: string): CastOutcome {
    if (!shopIds.includes(shopId)) return { status: "unknown-shop" };
    const outcome = this.ctx.storage.transactionSync((): CastOutcome => {
      this.seed(shopIds);
      const inserted = this.ctx.storage.sql
        .exec(
          "INSERT INTO votes (voter_id, shop_id, cast_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING shop_id",
          voterId,
          shopId,
          Date.now(),
        )
        .toArray();
      if (inserted.length === 0) return { status: "already-voted", count: this.countOf(shopId) };
      const { count } = this.ctx.storage.sql
        .exec<{ count: number }>("UPDATE tallies SET count = count + 1 WHERE shop_id = ? RETURNING count", shopId)
        .one();
      return { status: "counted", count };
    });
    if (outcome.status === "counted") this.announce(shopId);
    return outcome;
  }

  /**
   * Opens a live socket (the only thing fetch does: an upgrade cannot travel over RPC). Refused with
   * 429 when the network already holds its share of this city's sockets.
   */
  override fetch(request: Request): Response {
    const live = readLiveSocketRequest(request);
    if (!live) return new Response("Expected a live votes upgrade.", { status: 400 });
    if (this.ctx.getWebSockets(live.network).length >= live.limit) {
      // The Worker answers the visitor (apiMessages.tooManyConnections, in their language).
      return new Response(null, { status: 429 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [live.network]);
    server.serializeAttachment({ shopIds: live.shopIds } satisfies SocketAttachment);
    send(server, { type: "tally", ...this.tally(live.shopIds, live.voterId) });
    return new Response(null, { status: 101, webSocket: client });
  }

  /** The socket only speaks from the server; a client that talks is not one of our pages. */
  override webSocketMessage(ws: WebSocket) {
    ws.close(1003, "This socket only sends.");
  }

  override webSocketClose(ws: WebSocket, code: number) {
    // Complete the closing handshake; the runtime may already have done so.
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "Bye");
    } catch {
      // Already closed.
    }
  }

  override alarm() {
    // An object woken only for this alarm has forgotten which shops changed: it sends every count.
    if (this.lastFlushAt === 0) return this.flush();
    // Otherwise the timer set beside the alarm flushes on time; the alarm is only its backstop.
    if (this.changed.size > 0 && this.flushTimer === undefined) this.flush();
  }

  /** A counted cast: tell the watchers now, or at the next flush time if one just went out. */
  private announce(shopId: string) {
    if (this.ctx.getWebSockets().length === 0) return;
    this.changed.add(shopId);
    if (this.flushPending) return;
    this.flushPending = true;
    const due = this.lastFlushAt + LIVE_FLUSH_INTERVAL_MS;
    // Now (after the cast's answer is on its way), or at the due time: a timer is punctual, and the
    // alarm beside it survives hibernation should the object be evicted before the timer fires.
    if (Date.now() >= due) queueMicrotask(() => this.flush());
    else {
      this.flushTimer = setTimeout(() => this.flush(), due - Date.now());
      void this.ctx.storage.setAlarm(due);
    }
  }

  private flush() {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.flushPending = false;
    this.lastFlushAt = Date.now();
    const sockets = this.ctx.getWebSockets();
    const shopIds = this.changed.size > 0 ? [...this.changed] : watchedShops(sockets);
    this.changed.clear();
    if (sockets.length === 0 || shopIds.length === 0) return;
    const counts: LiveCount[] = [];
    for (const row of this.ctx.storage.sql.exec<{ shop_id: string; count: number }>("SELECT shop_id, count FROM tallies")) {
      if (shopIds.includes(row.shop_id)) counts.push({ shopId: row.shop_id, count: row.count });
    }
    const message = JSON.stringify({ type: "counts", counts } satisfies LiveVotesMessage);
    for (const ws of sockets) send(ws, message);
  }

  /** Gives each shop without a tally its random starting count; existing tallies are never touched. */
  private seed(shopIds: readonly string[]) {
    for (const shopId of shopIds) {
      this.ctx.storage.sql.exec("INSERT OR IGNORE INTO tallies (shop_id, count) VALUES (?, ?)", shopId, randomSeedCount());
    }
  }

  private counts(shopIds: readonly string[]): Record<string, number> {
    const wanted = new Set(shopIds);
    const counts: Record<string, number> = {};
    for (const row of this.ctx.storage.sql.exec<{ shop_id: string; count: number }>("SELECT shop_id, count FROM tallies")) {
      if (wanted.has(row.shop_id)) counts[row.shop_id] = row.count;
    }
    return counts;
  }

  private countOf(shopId: string): number {
    return this.ctx.storage.sql.exec<{ count: number }>("SELECT count FROM tallies WHERE shop_id = ?", shopId).one().count;
  }

  private votedBy(voterId: string, shopIds: readonly string[]): string[] {
    const wanted = new Set(shopIds);
    return this.ctx.storage.sql
      .exec<{ shop_id: string }>("SELECT shop_id FROM votes WHERE voter_id = ?", voterId)
      .toArray()
      .map((row) => row.shop_id)
      .filter((shopId) => wanted.has(shopId));
  }
}

/** The shops the city's sockets watch (all sockets of one city watch the same). */
function watchedShops(sockets: WebSocket[]): string[] {
  for (const ws of sockets) {
    const attachment = ws.deserializeAttachment() as SocketAttachment | null;
    if (attachment?.shopIds.length) return attachment.shopIds;
  }
  return [];
}

/** Sends without throwing: a socket that is closing simply misses the update. */
function send(ws: WebSocket, message: LiveVotesMessage | string) {
  try {
    ws.send(typeof message === "string" ? message : JSON.stringify(message));
  } catch {
    // Closed or closing.
  }
}
