// A sliding-window rate limiter: one Durable Object per (bucket, client), so every hit for one client
// is counted in one place, in order, with nothing lost between concurrent requests.
import { DurableObject } from "cloudflare:workers";

export interface RateLimitOutcome {
  allowed: boolean;
  /** Seconds until the next hit would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/** What `take` decided: counted (with the hit's time, to release it), "challenge" or "refused". */
export type TakeOutcome =
  | { verdict: "allowed"; at: number }
  | { verdict: "challenge" | "refused"; retryAfterSeconds: number };

export class RateLimiter extends DurableObject {
  /** Records a hit if fewer than `limit` happened in the last `windowSeconds`. */
  async hit(limit: number, windowSeconds: number): Promise<RateLimitOutcome> {
    const outcome = await this.take(limit, limit, windowSeconds, false);
    return outcome.verdict === "allowed"
      ? { allowed: true, retryAfterSeconds: 0 }
      : { allowed: false, retryAfterSeconds: outcome.retryAfterSeconds };
  }

  /**
   * One decision, made atomically (so a burst of parallel requests cannot all slip under a limit):
   * under `free` hits in the window the hit is counted; from `free` up to `hard` it is counted only
   * when the caller proved a solved bot challenge, else "challenge"; at `hard`, "refused".
   */
  async take(free: number, hard: number, windowSeconds: number, challengeSolved: boolean): Promise<TakeOutcome> {
    const now = Date.now();
    const recent = await this.recent(now, windowSeconds);
    const retryAfter = (over: number) => {
      // The hit that must leave the window before the count drops under `over`.
      const leaving = recent[recent.length - over] ?? now;
      return Math.max(1, Math.ceil((leaving + windowSeconds * 1000 - now) / 1000));
    };
    if (recent.length >= hard) {
      await this.ctx.storage.put("hits", recent);
      return { verdict: "refused", retryAfterSeconds: retryAfter(hard) };
    }
    if (recent.length >= free && !challengeSolved) {
      await this.ctx.storage.put("hits", recent);
      return { verdict: "challenge", retryAfterSeconds: retryAfter(free) };
    }
    recent.push(now);
    await this.ctx.storage.put("hits", recent);
    return { verdict: "allowed", at: now };
  }

  /** Takes back a hit counted at `at` (a login that turned out right is not a failure). */
  async release(at: number): Promise<void> {
    const hits = (await this.ctx.storage.get<number[]>("hits")) ?? [];
    const index = hits.lastIndexOf(at);
    if (index === -1) return;
    hits.splice(index, 1);
    await this.ctx.storage.put("hits", hits);
  }

  private async recent(now: number, windowSeconds: number): Promise<number[]> {
    const windowStart = now - windowSeconds * 1000;
    return ((await this.ctx.storage.get<number[]>("hits")) ?? []).filter((t) => t > windowStart);
  }
}
