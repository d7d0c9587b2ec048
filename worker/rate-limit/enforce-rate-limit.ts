// One way to rate-limit a procedure: name a bucket; its limit comes from wrangler.toml vars.
import { TRPCError } from "@trpc/server";
import type { Context } from "../trpc/context";

export type RateLimitBucket = "submissions" | "newsletter" | "uploads" | "login" | "newVoters";

/** Defaults when the var is absent: "count/seconds". */
const DEFAULTS: Record<RateLimitBucket, string> = {
  submissions: "5/60",
  newsletter: "5/60",
  uploads: "5/60",
  login: "5/900",
  newVoters: "20/3600",
};

const VAR_NAMES: Record<RateLimitBucket, string> = {
  submissions: "RATE_LIMIT_SUBMISSIONS",
  newsletter: "RATE_LIMIT_NEWSLETTER",
  uploads: "RATE_LIMIT_UPLOADS",
  login: "RATE_LIMIT_LOGIN",
  newVoters: "RATE_LIMIT_NEW_VOTERS",
};

export function parseRule(text: string): { limit: number; windowSeconds: number } | null {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!match) return null;
  const limit = Number(match[1]);
  const windowSeconds = Number(match[2]);
  return limit > 0 && windowSeconds > 0 ? { limit, windowSeconds } : null;
}

function ruleFor(env: Env, bucket: RateLimitBucket) {
  const configured = (env as unknown as Record<string, unknown>)[VAR_NAMES[bucket]];
  return parseRule(typeof configured === "string" ? configured : DEFAULTS[bucket]) ?? parseRule(DEFAULTS[bucket])!;
}

/**
 * Counts one hit for `key` (default: the client's IP) in `bucket`; throws TOO_MANY_REQUESTS with a
 * message a person can act on when the limit is reached.
 */
export async function enforceRateLimit(ctx: Context, bucket: RateLimitBucket, key: string = ctx.clientIp) {
  const { limit, windowSeconds } = ruleFor(ctx.env, bucket);
  const stub = ctx.env.RATE_LIMITER.get(ctx.env.RATE_LIMITER.idFromName(`${bucket}:${key}`));
  const outcome = await stub.hit(limit, windowSeconds);
  if (!outcome.allowed) {
    const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
    throw new TRPCError({
      code: "TOO_MANY_REQUESTS",
      message: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    });
  }
}
