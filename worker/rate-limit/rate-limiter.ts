// A sliding-window rate limiter: one Durable Object per (bucket, client), so every hit for one client
// is counted in one place, in order, with nothing lost between concurrent requests.
import { DurableObject } from "cloudflare:workers";

export interface RateLimitOutcome {
  allowed: boolean;
  /** Seconds until the next hit would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export class RateLimiter extends DurableObject {
  /** Records a hit if fewer than `limit` happened in the last `windowSeconds`. */
  async hit(limit: number, windowSeconds: number): Promise<RateLimitOutcome> {
    const now = Date.now();
    const windowStart = now - windowSeconds * 1000;
    const recent = ((await this.ctx.storage.get<number[]>("hits")) ?? []).filter((t) => t > windowStart);
    if (recent.length >= limit) {
      const oldest = recent[0] ?? now;
      await this.ctx.storage.put("hits", recent);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - now) / 1000)) };
    }
    recent.push(now);
    await this.ctx.storage.put("hits", recent);
    return { allowed: true, retryAfterSeconds: 0 };
  }
}
