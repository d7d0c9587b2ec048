// A city's live sockets, kept by its CityVotes object with the WebSocket Hibernation API: idle sockets
// stay open while the object sleeps. A socket gets the tallies when it connects, then the new counts
// after casts: the first change after a quiet second goes out at once, and the changes that follow
// within LIVE_FLUSH_INTERVAL_MS go out together when the object's alarm rings at the end of it (an
// alarm also wakes a hibernated object). So a city's pages hear at most one update a second, each
// within about a second of the cast. Nothing here touches a cast's transaction.
import { LIVE_FLUSH_INTERVAL_MS, type LiveCount, type LiveVotesMessage } from "@shared/voting/live-votes";
import * as clock from "@shared/time/clock";
import { inHiddenWindow, type HiddenWindow } from "@shared/voting/award-seasons";

/** What the Worker asks for when it hands over a live socket (see worker/features/voting/live-votes-route.ts). */
export interface LiveSocketRequest {
  shopIds: string[];
  voterId: string | null;
  /** The client's network key; sockets are tagged with it so the limit is one lookup. */
  network: string;
  /** Open sockets allowed per network in this city. */
  limit: number;
  /** How the season's counts start (the object seeds shops it has not seen). */
  start?: "seeded" | "zero";
  /** The instants (ms) between which the season hides its counts (its final week), when it does. */
  hidden?: HiddenWindow | undefined;
}

/** Kept with each socket through hibernation: the shops it watches, and when its season hides counts. */
interface SocketAttachment {
  shopIds: string[];
  hidden?: HiddenWindow | undefined;
}

const LIVE_URL = "https://city-votes.internal/live";

/** The Request the Worker forwards to the object to open a live socket. */
export function liveSocketRequest(live: LiveSocketRequest): Request {
  const url = new URL(LIVE_URL);
  for (const id of live.shopIds) url.searchParams.append("shop", id);
  if (live.voterId) url.searchParams.set("voter", live.voterId);
  url.searchParams.set("network", live.network);
  url.searchParams.set("limit", String(live.limit));
  if (live.start === "zero") url.searchParams.set("start", "zero");
  if (live.hidden) {
    url.searchParams.set("hideFrom", String(live.hidden.from));
    url.searchParams.set("hideUntil", String(live.hidden.until));
  }
  return new Request(url, { headers: { Upgrade: "websocket" } });
}

export function readLiveSocketRequest(request: Request): LiveSocketRequest | null {
  const url = new URL(request.url);
  const shopIds = url.searchParams.getAll("shop");
  const network = url.searchParams.get("network");
  const limit = Number(url.searchParams.get("limit"));
  if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return null;
  if (url.pathname !== "/live" || shopIds.length === 0 || !network || !Number.isInteger(limit) || limit < 1) return null;
  const start = url.searchParams.get("start") === "zero" ? "zero" : "seeded";
  const from = Number(url.searchParams.get("hideFrom"));
  const until = Number(url.searchParams.get("hideUntil"));
  const hidden = url.searchParams.has("hideFrom") && Number.isFinite(from) && Number.isFinite(until) ? { from, until } : undefined;
  return { shopIds, voterId: url.searchParams.get("voter"), network, limit, start, hidden };
}

/** The city's watchers: accepts sockets and sends them the changed counts, at most once a second. */
export class LiveFanout {
  /** Shops whose counts changed since the last update went out (a woken object has forgotten them). */
  private readonly changed = new Set<string>();
  /** When the last update went out (the one clock); 0 in a freshly started or woken object. */
  private lastFlushAt = 0;
  /** Whether the alarm is set to send the changes collected meanwhile. */
  private alarmSet = false;

  constructor(
    private readonly ctx: DurableObjectState,
    /** The current counts of the given shops, read when an update goes out. */
    private readonly readCounts: (shopIds: readonly string[]) => Record<string, number>,
  ) {}

  /** Sockets this network already holds in the city. */
  openBy(network: string): number {
    return this.ctx.getWebSockets(network).length;
  }

  /** Accepts a hibernatable socket for these shops and sends it its first message. */
  accept(server: WebSocket, live: LiveSocketRequest, first: LiveVotesMessage): void {
    this.ctx.acceptWebSocket(server, [live.network]);
    server.serializeAttachment({ shopIds: live.shopIds, hidden: live.hidden } satisfies SocketAttachment);
    send(server, JSON.stringify(first));
  }

  /** A shop's count changed: tell the watchers now, or when the alarm rings if an update just went out. */
  announce(shopId: string): void {
    if (this.ctx.getWebSockets().length === 0) return;
    this.changed.add(shopId);
    if (this.alarmSet) return;
    const due = this.lastFlushAt + LIVE_FLUSH_INTERVAL_MS;
    // After the cast's answer is on its way.
    if (clock.nowMs() >= due) queueMicrotask(() => this.flush());
    else {
      this.alarmSet = true;
      void this.ctx.storage.setAlarm(due);
    }
  }

  onAlarm(): void {
    this.alarmSet = false;
    this.flush();
  }

  /** One update for the whole city: the changed counts read and serialized once, sent to every socket allowed to hear them. */
  private flush(): void {
    this.lastFlushAt = clock.nowMs();
    const sockets = this.ctx.getWebSockets();
    // An object woken by its alarm has forgotten which shops changed: it sends every count.
    const shopIds = this.changed.size > 0 ? [...this.changed] : watchedShops(sockets);
    this.changed.clear();
    if (shopIds.length === 0) return;
    const counts: LiveCount[] = Object.entries(this.readCounts(shopIds)).map(([shopId, count]) => ({ shopId, count }));
    const message = JSON.stringify({ type: "counts", counts } satisfies LiveVotesMessage);
    const nowMs = clock.nowMs();
    for (const ws of sockets) {
      // A season in its hidden final week: its watchers hear no counts until the reveal.
      const hidden = (ws.deserializeAttachment() as SocketAttachment | null)?.hidden;
      if (!hidden || !inHiddenWindow(hidden, nowMs)) send(ws, message);
    }
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
function send(ws: WebSocket, message: string) {
  try {
    ws.send(message);
  } catch {
    // Closed or closing.
  }
}
