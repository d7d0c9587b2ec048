// A season's vote log, in its CityVotes object's own SQLite storage beside the tallies: one row per
// counted vote (shop, time, a salted hash of the voter and of its network), the starting counts, and the
// voids an admin applied. Salts are random, one per UTC day, and deleted once their day is over, so the
// hashes group a day's votes by voter and network without anyone, us included, being able to recompute
// them from an address or a voter id later (docs/decisions/0136-vote-log-daily-salts.md).
// Plain functions over `ctx.storage.sql`, like ./tally-store.ts.
import { VOTE_LOG_HASH_LENGTH } from "@shared/voting/vote-integrity";
import { saltedHash } from "../../crypto/hex-digest";
import { utcDay } from "@shared/time/city-day";

export function createVoteLogTables(sql: SqlStorage): void {
  sql.exec(`
    CREATE TABLE IF NOT EXISTS vote_log (
      id           INTEGER PRIMARY KEY,
      shop_id      TEXT NOT NULL,
      cast_at      INTEGER NOT NULL,
      voter_hash   TEXT NOT NULL,
      network_hash TEXT NOT NULL,
      void_id      INTEGER
    );
    CREATE INDEX IF NOT EXISTS vote_log_network ON vote_log (network_hash, cast_at);
    CREATE TABLE IF NOT EXISTS starting_counts (
      shop_id TEXT PRIMARY KEY,
      count   INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS day_salts (
      day  TEXT PRIMARY KEY,
      salt TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS voids (
      id           INTEGER PRIMARY KEY,
      network_hash TEXT NOT NULL,
      from_ms      INTEGER NOT NULL,
      to_ms        INTEGER NOT NULL,
      reason       TEXT NOT NULL,
      by_email     TEXT NOT NULL,
      at           INTEGER NOT NULL,
      removed      INTEGER NOT NULL
    );
  `);
}

/** The salt of the day `nowMs` falls in (made on first use); every earlier day's salt is deleted. */
export function daySalt(sql: SqlStorage, nowMs: number): string {
  const day = utcDay(nowMs);
  sql.exec("DELETE FROM day_salts WHERE day < ?", day);
  sql.exec("INSERT OR IGNORE INTO day_salts (day, salt) VALUES (?, ?)", day, crypto.randomUUID());
  return sql.exec<{ salt: string }>("SELECT salt FROM day_salts WHERE day = ?", day).one().salt;
}

/** A voter's or a network's hash under the day's salt. */
export const voteLogHash = (salt: string, value: string) => saltedHash(salt, value, VOTE_LOG_HASH_LENGTH);

export function logVote(sql: SqlStorage, vote: { shopId: string; castAt: number; voterHash: string; networkHash: string }): void {
  sql.exec(
    "INSERT INTO vote_log (shop_id, cast_at, voter_hash, network_hash) VALUES (?, ?, ?, ?)",
    vote.shopId,
    vote.castAt,
    vote.voterHash,
    vote.networkHash,
  );
}

/** Records each shop's starting count, once (the count its tally started from). */
export function recordStartingCounts(sql: SqlStorage): void {
  sql.exec("INSERT OR IGNORE INTO starting_counts (shop_id, count) SELECT shop_id, count FROM tallies");
}

/** The network hash of votes that were counted before the log existed (their network was never kept). */
export const UNRECORDED_NETWORK = "unrecorded";

/**
 * An object whose votes predate the log: each counted vote becomes a log row (its voter hashed under a
 * salt made and dropped here, its network unrecorded), and each shop's starting count is its tally less
 * those votes. Runs once: afterwards the log is never empty while votes exist.
 */
export async function backfillVoteLog(sql: SqlStorage): Promise<void> {
  const logged = sql.exec<{ n: number }>("SELECT count(*) AS n FROM vote_log").one().n;
  const votes = sql.exec<{ voter_id: string; shop_id: string; cast_at: number }>("SELECT voter_id, shop_id, cast_at FROM votes").toArray();
  if (logged > 0 || votes.length === 0) return;
  const salt = crypto.randomUUID();
  const rows = await Promise.all(
    votes.map(async (vote) => ({
      shopId: vote.shop_id,
      castAt: vote.cast_at,
      voterHash: await voteLogHash(salt, vote.voter_id),
      networkHash: UNRECORDED_NETWORK,
    })),
  );
  if (sql.exec<{ n: number }>("SELECT count(*) AS n FROM vote_log").one().n > 0) return;
  sql.exec(
    "INSERT OR IGNORE INTO starting_counts (shop_id, count) SELECT t.shop_id, t.count - (SELECT count(*) FROM votes v WHERE v.shop_id = t.shop_id) FROM tallies t",
  );
  for (const row of rows) logVote(sql, row);
}

/** The season's logged votes: those still counted and those a void removed. */
export function seasonTotals(sql: SqlStorage): { counted: number; removed: number } {
  return sql.exec<{ counted: number; removed: number }>("SELECT count(*) - count(void_id) AS counted, count(void_id) AS removed FROM vote_log").one();
}

export type VoidRequest = { networkHash: string; fromMs: number; toMs: number; reason: string; byEmail: string };

/**
 * Voids the counted votes of one network hash in a time window: marks them, takes them off their shops'
 * tallies and records the void. Answers the void's id, how many votes it removed and the shops touched.
 */
export function voidVotes(sql: SqlStorage, request: VoidRequest, nowMs: number): { id: number; removed: number; shopIds: string[] } {
  const { id } = sql
    .exec<{ id: number }>(
      "INSERT INTO voids (network_hash, from_ms, to_ms, reason, by_email, at, removed) VALUES (?, ?, ?, ?, ?, ?, 0) RETURNING id",
      request.networkHash,
      request.fromMs,
      request.toMs,
      request.reason,
      request.byEmail,
      nowMs,
    )
    .one();
  const hit = sql
    .exec<{ shop_id: string }>(
      "UPDATE vote_log SET void_id = ? WHERE void_id IS NULL AND network_hash = ? AND cast_at BETWEEN ? AND ? RETURNING shop_id",
      id,
      request.networkHash,
      request.fromMs,
      request.toMs,
    )
    .toArray();
  const perShop = new Map<string, number>();
  for (const row of hit) perShop.set(row.shop_id, (perShop.get(row.shop_id) ?? 0) + 1);
  for (const [shopId, n] of perShop) sql.exec("UPDATE tallies SET count = count - ? WHERE shop_id = ?", n, shopId);
  sql.exec("UPDATE voids SET removed = ? WHERE id = ?", hit.length, id);
  return { id, removed: hit.length, shopIds: [...perShop.keys()] };
}

const HOUR_MS = 3_600_000;

// The integrity view's rows are named, not inferred from `sql.exec`: they reach the API's answer types,
// which the web app and the browser tests read without the Workers runtime's types.
type HourlyVotes = { shopId: string; hour: number; votes: number };
type NetworkVotes = { networkHash: string; votes: number; voters: number; firstAt: number; lastAt: number };
type VoidRecord = VoidRequest & { id: number; at: number; removed: number };

/**
 * Counted (not voided) votes per shop and hour (its start, ms), from `fromMs` until `toMs`: hours counted
 * from `fromMs`, a city's midnight, so they are the city's hours even in a zone half an hour off UTC's.
 */
export function hourlyVotes(sql: SqlStorage, fromMs: number, toMs: number): HourlyVotes[] {
  return sql
    .exec<HourlyVotes>(
      `SELECT shop_id AS shopId, CAST(?1 AS INTEGER) + (cast_at - CAST(?1 AS INTEGER)) / ${HOUR_MS} * ${HOUR_MS} AS hour, count(*) AS votes FROM vote_log
       WHERE void_id IS NULL AND cast_at >= ?1 AND cast_at < ?2 GROUP BY shop_id, hour ORDER BY hour, shop_id`,
      fromMs,
      toMs,
    )
    .toArray();
}

/** The networks with the most counted votes, busiest first. */
export function busiestNetworks(sql: SqlStorage, limit: number): NetworkVotes[] {
  return sql
    .exec<NetworkVotes>(
      `SELECT network_hash AS networkHash, count(*) AS votes, count(DISTINCT voter_hash) AS voters, min(cast_at) AS firstAt,
       max(cast_at) AS lastAt FROM vote_log WHERE void_id IS NULL GROUP BY network_hash ORDER BY votes DESC, network_hash LIMIT ?`,
      limit,
    )
    .toArray();
}

export function voidRecords(sql: SqlStorage): VoidRecord[] {
  return sql
    .exec<VoidRecord>(
      `SELECT id, network_hash AS networkHash, from_ms AS fromMs, to_ms AS toMs, reason, by_email AS byEmail, at, removed
       FROM voids ORDER BY id DESC`,
    )
    .toArray();
}

/** What the integrity view reads of a season's object. */
export interface IntegrityFigures {
  hours: HourlyVotes[];
  networks: NetworkVotes[];
  voids: VoidRecord[];
  /** The season's totals: votes still counted, and those voids removed. */
  counted: number;
  removed: number;
}

/** Every logged vote, oldest first, and each shop's starting count: what the published CSV holds. */
export function voteLogEntries(sql: SqlStorage) {
  const starting: Record<string, number> = {};
  for (const row of sql.exec<{ shop_id: string; count: number }>("SELECT shop_id, count FROM starting_counts ORDER BY shop_id")) {
    starting[row.shop_id] = row.count;
  }
  const votes = sql
    .exec<{ shop_id: string; cast_at: number; voter_hash: string; void_id: number | null }>(
      "SELECT shop_id, cast_at, voter_hash, void_id FROM vote_log ORDER BY cast_at, id",
    )
    .toArray()
    .map((row) => ({ shopId: row.shop_id, castAt: row.cast_at, voterHash: row.voter_hash, removed: row.void_id !== null }));
  return { starting, votes };
}
