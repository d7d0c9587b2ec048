// A city's tallies and who voted for what, in its CityVotes object's own SQLite storage. Plain functions
// over `ctx.storage.sql`: the object calls them inside its transactions, so they never open one.
import { randomSeedCount } from "@shared/voting/coffee-votes";

export function createTallyTables(sql: SqlStorage): void {
  sql.exec(`
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

/**
 * How a season's tallies start: "seeded" gives each shop a random count (the spec's 50–199; only the
 * first season, see docs/decisions/0101-seasons-start-from-zero.md), "zero" starts every shop at 0.
 */
export type StartingCounts = "seeded" | "zero";

/** Gives each shop without a tally its starting count; existing tallies are never touched. */
export function seedTallies(sql: SqlStorage, shopIds: readonly string[], start: StartingCounts = "seeded"): void {
  for (const shopId of shopIds) {
    sql.exec("INSERT OR IGNORE INTO tallies (shop_id, count) VALUES (?, ?)", shopId, start === "seeded" ? randomSeedCount() : 0);
  }
}

/** Records the voter's vote for the shop; false when it was already there. */
export function recordVote(sql: SqlStorage, voterId: string, shopId: string, castAt: number): boolean {
  return (
    sql
      .exec("INSERT INTO votes (voter_id, shop_id, cast_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING shop_id", voterId, shopId, castAt)
      .toArray().length > 0
  );
}

/** Adds one to the shop's tally and answers the new count. */
export function addOne(sql: SqlStorage, shopId: string): number {
  return sql.exec<{ count: number }>("UPDATE tallies SET count = count + 1 WHERE shop_id = ? RETURNING count", shopId).one().count;
}

/** The tallies of the given shops (shop id → votes). */
export function countsOf(sql: SqlStorage, shopIds: Iterable<string>): Record<string, number> {
  const wanted = new Set(shopIds);
  const counts: Record<string, number> = {};
  for (const row of sql.exec<{ shop_id: string; count: number }>("SELECT shop_id, count FROM tallies")) {
    if (wanted.has(row.shop_id)) counts[row.shop_id] = row.count;
  }
  return counts;
}

export function countOf(sql: SqlStorage, shopId: string): number {
  return sql.exec<{ count: number }>("SELECT count FROM tallies WHERE shop_id = ?", shopId).one().count;
}

/** The shops among `shopIds` this voter has voted for. */
export function votedBy(sql: SqlStorage, voterId: string, shopIds: readonly string[]): string[] {
  const wanted = new Set(shopIds);
  return sql
    .exec<{ shop_id: string }>("SELECT shop_id FROM votes WHERE voter_id = ?", voterId)
    .toArray()
    .map((row) => row.shop_id)
    .filter((shopId) => wanted.has(shopId));
}
