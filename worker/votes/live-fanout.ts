// A city's live sockets, kept by its CityVotes object with the WebSocket Hibernation API: idle sockets
// stay open while the object sleeps. A socket gets the tallies when it connects, then the new counts
// after casts. Bursts coalesce for the whole city: updates go out at most once per LIVE_FLUSH_INTERVAL_MS
// (wider for a big audience: liveFlushInterval), the later ones by a timer with an alarm as its
// backstop (an alarm also wakes a hibernated object). Nothing here touches a cast's transaction; a
// city nobody watches pays nothing per cast once the object knows it has no sockets.
import { LIVE_FLUSH_INTERVAL_MS, liveFlushInterval, type LiveCount, type LiveVotesMessage } from "@shared/rules/live-votes";
import * as clock from "@shared/time/clock";
import { inHiddenWindow, type HiddenWindow } from "@shared/rules/award-seasons";

/** What the Worker asks for when it hands over a live socket (see worker/features/votes/live-votes-route.ts). */
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

/** Kept with each socket through hibernation: the shops it watches (read only by a woken object's alarm). */
interface SocketAttachment {
  shopIds: string[];
}

/**
 * Every socket carries one audience tag, so an update is one loop over `getWebSockets(tag)` per
 * audience, with nothing read per socket: sockets whose season never hides its counts, and one tag per
 * hidden window (the window in its name, so a woken object can read it back from the tags).
 */
const ALWAYS_SHOWN = "audience:shown";
const HIDING_PREFIX = "audience:hides:";
const audienceTag = (hidden: HiddenWindow | undefined) => (hidden ? `${HIDING_PREFIX}${hidden.from}:${hidden.until}` : ALWAYS_SHOWN);

function windowOf(tag: string): HiddenWindow | null {
  if (!tag.startsWith(HIDING_PREFIX)) return null;
  const [from, until] = tag.slice(HIDING_PREFIX.length).split(":").map(Number);
  return Number.isFinite(from) && Number.isFinite(until) ? { from: from!, until: until! } : null;
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

/** The city's watchers: accepts sockets and sends them coalesced count updates. */
export class LiveFanout {
  /** Shops whose counts changed since the last update went out (lost on eviction: see onAlarm()). */
  private changed = new Set<string>();
  /** When the last update went out; 0 in a freshly started (or woken) object. */
  private lastFlushAt = 0;
  private flushPending = false;
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  /** The spacing before the next update: wider for a big audience (liveFlushInterval), set by each update. */
  private interval = LIVE_FLUSH_INTERVAL_MS;
  /**
   * Whether any socket is open, so a cast need not list the sockets; undefined when not known (a
   * woken object, or after a socket closed): the next cast counts them once.
   */
  private watched: boolean | undefined;
  /** The hidden windows' audience tags; null when not known (a woken object reads them back once). */
  private hidingTags: Map<string, HiddenWindow> | null = null;

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
    const audience = audienceTag(live.hidden);
    this.ctx.acceptWebSocket(server, [live.network, audience]);
    server.serializeAttachment({ shopIds: live.shopIds } satisfies SocketAttachment);
    if (live.hidden) this.hidingTags?.set(audience, live.hidden);
    this.watched = true;
    send(server, first);
  }

  /** A socket closed or failed: whether any is left is counted again when next needed. */
  closed(): void {
    this.watched = undefined;
  }

  /** A counted cast: tell the watchers now, or at the next flush time if one just went out. */
  announce(shopId: string): void {
    this.watched ??= this.ctx.getWebSockets().length > 0;
    if (!this.watched) return;
    this.changed.add(shopId);
    if (this.flushPending) return;
    this.flushPending = true;
    const due = this.lastFlushAt + this.interval;
    // Now (after the cast's answer is on its way), or at the due time: a timer is punctual, and the
    // alarm beside it survives hibernation should the object be evicted before the timer fires.
    if (Date.now() >= due) queueMicrotask(() => this.flush());
    else {
      this.flushTimer = setTimeout(() => this.flush(), due - Date.now());
      void this.ctx.storage.setAlarm(due);
    }
  }

  onAlarm(): void {
    // An object woken only for this alarm has forgotten which shops changed: it sends every count.
    if (this.lastFlushAt === 0) return this.flush();
    // Otherwise the timer set beside the alarm flushes on time; the alarm is only its backstop.
    if (this.changed.size > 0 && this.flushTimer === undefined) this.flush();
  }

  /**
   * One update for the whole city: the changed counts read and serialized once, then sent to every
   * socket of each audience that may hear counts now.
   */
  private flush(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.flushPending = false;
    this.lastFlushAt = Date.now();
    const shopIds = this.changed.size > 0 ? [...this.changed] : watchedShops(this.ctx.getWebSockets());
    this.changed.clear();
    if (shopIds.length === 0) return;
    const counts: LiveCount[] = Object.entries(this.readCounts(shopIds)).map(([shopId, count]) => ({ shopId, count }));
    const message = JSON.stringify({ type: "counts", counts } satisfies LiveVotesMessage);
    // A season in its hidden final week: its watchers hear no counts until the reveal.
    const nowMs = clock.nowMs();
    const audiences = [ALWAYS_SHOWN];
    for (const [tag, hidden] of this.knownHidingTags()) if (!inHiddenWindow(hidden, nowMs)) audiences.push(tag);
    let sent = 0;
    for (const tag of audiences) {
      for (const ws of this.ctx.getWebSockets(tag)) {
        send(ws, message);
        sent += 1;
      }
    }
    // Sending costs the object per socket: a big audience's next update waits a little longer.
    this.interval = liveFlushInterval(sent);
  }

  /** The hidden windows among the sockets' audiences, read from their tags once per wake. */
  private knownHidingTags(): Map<string, HiddenWindow> {
    if (this.hidingTags) return this.hidingTags;
    this.hidingTags = new Map();
    for (const ws of this.ctx.getWebSockets()) {
      for (const tag of this.ctx.getTags(ws)) {
        const hidden = windowOf(tag);
        if (hidden) this.hidingTags.set(tag, hidden);
      }
    }
    return this.hidingTags;
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
