// One Durable Object per coffee city (idFromName(city slug)) holds that city's tallies and who voted
// for what, in its own SQLite storage. Every method runs synchronously against ctx.storage.sql inside
// one transaction, so concurrent casts are applied one after another and no vote is lost or doubled.
//
// The caller passes the city's shop ids (from shared/catalogue) with each call: the object seeds any
// shop it has not seen yet, exactly once, and answers only for the shops asked about.
import { DurableObject } from "cloudflare:workers";
import { randomSeedCount } from "@shared/rules/coffee-votes";

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

export class CityVotes extends DurableObject {
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
    return this.ctx.storage.transactionSync(() => {
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
