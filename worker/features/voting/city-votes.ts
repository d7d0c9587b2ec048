// One Durable Object per coffee city and award season (named in ./season-votes.ts) holds that season's
// tallies and who voted for what in its own SQLite storage (./tally-store.ts), and the city's live
// sockets (./live-fanout.ts). Every method runs synchronously inside one transaction, so concurrent casts
// apply one after another and no vote is lost or doubled. The caller passes the city's shop ids (and how
// the season's counts start) with each call: the object seeds a shop it has not seen, exactly once.
import { DurableObject } from "cloudflare:workers";
import * as clock from "@shared/time/clock";
import { LiveFanout, readLiveSocketRequest } from "./live-fanout";
import { inHiddenWindow } from "@shared/voting/award-seasons";
import { addOne, countOf, countsOf, createTallyTables, recordVote, seedTallies, votedBy, type StartingCounts } from "./tally-store";
import {
  backfillVoteLog,
  busiestNetworks,
  createVoteLogTables,
  daySalt,
  hourlyVotes,
  logVote,
  recordStartingCounts,
  seasonTotals,
  voteLogHash,
  voidRecords,
  voidVotes,
  voteLogEntries,
  UNRECORDED_NETWORK,
  type IntegrityFigures,
  type VoidRequest,
} from "./vote-log";
import { BUSIEST_NETWORKS_SHOWN } from "@shared/voting/vote-integrity";

export type CastOutcome = { status: "counted"; count: number } | { status: "already-voted"; count: number } | { status: "unknown-shop" };

export class CityVotes extends DurableObject {
  private readonly live: LiveFanout;

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    createTallyTables(ctx.storage.sql);
    createVoteLogTables(ctx.storage.sql);
    // Objects whose votes predate the log get it once, before any call is served.
    void ctx.blockConcurrencyWhile(() => backfillVoteLog(ctx.storage.sql));
    this.live = new LiveFanout(ctx, (shopIds) => countsOf(ctx.storage.sql, shopIds));
  }

  /** Shop id → votes, and the shops this voter has voted for (none without a voter). */
  tally(shopIds: readonly string[], voterId: string | null, start: StartingCounts = "seeded") {
    const sql = this.ctx.storage.sql;
    return this.ctx.storage.transactionSync(() => {
      seedTallies(sql, shopIds, start);
      recordStartingCounts(sql);
      return { counts: countsOf(sql, shopIds), voted: voterId ? votedBy(sql, voterId, shopIds) : [] };
    });
  }

  /**
   * The season's counts for its results, with the votes an integrity review removed (the results page
   * says "N votes removed after review" whenever any were).
   */
  standings(shopIds: readonly string[], start: StartingCounts = "seeded") {
    return { counts: this.tally(shopIds, null, start).counts, removed: seasonTotals(this.ctx.storage.sql).removed };
  }

  /**
   * Adds the voter's vote for the shop, once: a second cast changes nothing. A counted vote enters the
   * log with its voter and network (the caller's rate-limit key) hashed under the day's salt.
   */
  async cast(
    shopIds: readonly string[],
    voterId: string,
    shopId: string,
    start: StartingCounts = "seeded",
    network: string = UNRECORDED_NETWORK,
  ): Promise<CastOutcome> {
    if (!shopIds.includes(shopId)) return { status: "unknown-shop" };
    const sql = this.ctx.storage.sql;
    const castAt = clock.nowMs();
    const salt = daySalt(sql, castAt);
    const [voterHash, networkHash] = await Promise.all([voteLogHash(salt, `voter:${voterId}`), voteLogHash(salt, `network:${network}`)]);
    const outcome = this.ctx.storage.transactionSync((): CastOutcome => {
      seedTallies(sql, shopIds, start);
      recordStartingCounts(sql);
      if (!recordVote(sql, voterId, shopId, castAt)) return { status: "already-voted", count: countOf(sql, shopId) };
      logVote(sql, { shopId, castAt, voterHash, networkHash });
      return { status: "counted", count: addOne(sql, shopId) };
    });
    if (outcome.status === "counted") this.live.announce(shopId);
    return outcome;
  }

  /** The integrity view's figures: votes per shop and hour in the window, the busiest networks, the voids. */
  integrity(fromMs: number, toMs: number): IntegrityFigures {
    const sql = this.ctx.storage.sql;
    return {
      hours: hourlyVotes(sql, fromMs, toMs),
      networks: busiestNetworks(sql, BUSIEST_NETWORKS_SHOWN),
      voids: voidRecords(sql),
      ...seasonTotals(sql),
    };
  }

  /** Voids a network's votes in a window, atomically, and tells the live pages the shops' new counts. */
  void(request: VoidRequest): { removed: number } {
    const sql = this.ctx.storage.sql;
    const outcome = this.ctx.storage.transactionSync(() => voidVotes(sql, request, clock.nowMs()));
    for (const shopId of outcome.shopIds) this.live.announce(shopId);
    return { removed: outcome.removed };
  }

  /** Every logged vote and the starting counts (the published CSV's content). */
  voteLog() {
    return voteLogEntries(this.ctx.storage.sql);
  }

  /**
   * Opens a live socket (the only thing fetch does: an upgrade cannot travel over RPC). Refused with
   * 429 when the network already holds its share of this city's sockets.
   */
  override fetch(request: Request): Response {
    const live = readLiveSocketRequest(request);
    if (!live) return new Response("Expected a live votes upgrade.", { status: 400 });
    // The Worker answers the visitor (apiMessages.tooManyConnections, in their language).
    if (this.live.openBy(live.network) >= live.limit) return new Response(null, { status: 429 });
    const { 0: client, 1: server } = new WebSocketPair();
    const { counts, voted } = this.tally(live.shopIds, live.voterId, live.start);
    const shown = inHiddenWindow(live.hidden, clock.nowMs()) ? {} : counts;
    this.live.accept(server, live, { type: "tally", counts: shown, voted });
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
    this.live.onAlarm();
  }
}
