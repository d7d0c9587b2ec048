// A sliding-window rate limiter: one Durable Object per (bucket, client), so every hit of a client is
// counted in one place, in order. Each decision reads and writes through the synchronous SQLite-backed KV
// API, so a parallel burst cannot slip under a limit; the same atomicity makes it the ledger of spent bot
// challenges (`spend`). An object is named after a hash of a client's network (personal data), so it
// forgets everything once its window has passed with nothing new (an alarm; NETWORK_HASH_RETENTION_HOURS).
import { DurableObject } from "cloudflare:workers";
import * as clock from "@shared/time/clock";

/**
 * What `take` decided: counted (with the hit's time, to release it); "challenge": over the free
 * allowance, a solved bot challenge would be let through; "refused": over the hard limit, nothing is
 * let through until the window moves on.
 */
export type RateLimitOutcome = { verdict: "allowed"; at: number } | { verdict: "challenge" | "refused"; retryAfterSeconds: number };

export class RateLimiter extends DurableObject {
  /**
   * One decision, made atomically (so a burst of parallel requests cannot all slip under a limit):
   * under `free` hits in the window the hit is counted; from `free` up to `hard` it is counted only
   * when the caller proved a solved bot challenge, else "challenge"; at `hard`, "refused".
   */
  take(free: number, hard: number, windowSeconds: number, challengeSolved: boolean): RateLimitOutcome {
    const now = clock.nowMs();
    const recent = this.recent(now, windowSeconds);
    // The window is written back pruned even when nothing is counted.
    if (recent.length >= hard || (recent.length >= free && !challengeSolved)) {
      this.ctx.storage.kv.put("hits", recent);
      const refused = recent.length >= hard;
      // The hit that must leave the window before the count drops under the limit that was reached.
      const leaving = recent[recent.length - (refused ? hard : free)] ?? now;
      const retryAfterSeconds = Math.max(1, Math.ceil((leaving + windowSeconds * 1000 - now) / 1000));
      return { verdict: refused ? "refused" : "challenge", retryAfterSeconds };
    }
    recent.push(now);
    this.ctx.storage.kv.put("hits", recent);
    this.forgetAfter(windowSeconds * 1000);
    return { verdict: "allowed", at: now };
  }

  /** Takes back a hit counted at `at` (a login that turned out right is not a failure). */
  release(at: number): void {
    const hits = this.ctx.storage.kv.get<number[]>("hits") ?? [];
    const index = hits.lastIndexOf(at);
    if (index === -1) return;
    hits.splice(index, 1);
    this.ctx.storage.kv.put("hits", hits);
  }

  /**
   * Records that the challenge `id` was used, until `expiresAt` (ms); false when it already was (a
   * replay). Entries are forgotten once expired: an expired challenge no longer verifies anyway.
   */
  spend(id: string, expiresAt: number): boolean {
    const key = `spent:${id}`;
    if (this.ctx.storage.kv.get<number>(key) !== undefined) return false;
    this.ctx.storage.kv.put(key, expiresAt);
    const now = clock.nowMs();
    const expired = [...this.ctx.storage.kv.list<number>({ prefix: "spent:" })].filter(([, until]) => until <= now);
    for (const [spent] of expired) this.ctx.storage.kv.delete(spent);
    this.forgetAfter(expiresAt - now);
    return true;
  }

  /** Everything this object holds is past its purpose: it goes. */
  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }

  /**
   * Forget everything once `ms` pass with nothing new (each hit moves the alarm on). An alarm is a
   * platform timer, so it is set in real time (Date.now), not on the app's clock.
   */
  private forgetAfter(ms: number): void {
    void this.ctx.storage.setAlarm(Date.now() + Math.max(ms, 0));
  }

  private recent(now: number, windowSeconds: number): number[] {
    const windowStart = now - windowSeconds * 1000;
    return (this.ctx.storage.kv.get<number[]>("hits") ?? []).filter((t) => t > windowStart);
  }
}
