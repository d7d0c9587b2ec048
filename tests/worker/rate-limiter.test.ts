import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PRODUCTION_LIMIT_VARS } from "@worker/cli/production-config";
import { RATE_LIMITS, parseRule } from "@worker/rate-limit/rate-limit";

describe("RateLimiter Durable Object", () => {
  it("allows `limit` hits per window, then says how long to wait", async () => {
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName("test:a"));
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push(await stub.take(3, 3, 60, false));
    expect(outcomes.map((o) => o.verdict)).toEqual(["allowed", "allowed", "allowed", "refused"]);
    const refused = outcomes[3]!;
    if (refused.verdict === "allowed") throw new Error("the fourth hit was counted");
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("counts each key on its own and loses no concurrent hit", async () => {
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName("test:b"));
    const results = await Promise.all(Array.from({ length: 50 }, () => stub.take(20, 20, 60, false)));
    expect(results.filter((r) => r.verdict === "allowed")).toHaveLength(20);
    const other = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName("test:c"));
    expect((await other.take(1, 1, 60, false)).verdict).toBe("allowed");
  });

  it("takes free hits, then only challenged ones up to the hard limit, and releases a counted hit", async () => {
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName("test:d"));
    const verdicts = [];
    for (let i = 0; i < 2; i++) verdicts.push((await stub.take(2, 4, 60, false)).verdict);
    verdicts.push((await stub.take(2, 4, 60, false)).verdict);
    for (let i = 0; i < 3; i++) verdicts.push((await stub.take(2, 4, 60, true)).verdict);
    expect(verdicts).toEqual(["allowed", "allowed", "challenge", "allowed", "allowed", "refused"]);
    const free = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName("test:e"));
    const first = await free.take(1, 1, 60, false);
    expect(first.verdict).toBe("allowed");
    expect((await free.take(1, 1, 60, false)).verdict).toBe("refused");
    if (first.verdict === "allowed") await free.release(first.at);
    expect((await free.take(1, 1, 60, false)).verdict).toBe("allowed");
  });

  it("parses count/seconds rules and rejects nonsense", () => {
    expect(parseRule("5/60")).toEqual({ limit: 5, windowSeconds: 60 });
    expect(parseRule(" 20 / 3600 ")).toEqual({ limit: 20, windowSeconds: 3600 });
    expect(parseRule("0/60")).toBeNull();
    expect(parseRule("five")).toBeNull();
  });

  it("makes a production deploy set every bucket's vars", () => {
    const vars = Object.values(RATE_LIMITS).flatMap((limits) => ("hard" in limits ? [limits.var, limits.hard.var] : [limits.var]));
    expect(PRODUCTION_LIMIT_VARS).toEqual(expect.arrayContaining(vars));
  });
});
