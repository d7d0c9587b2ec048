// One way to rate-limit: name a bucket and a key; the limit comes from wrangler.toml vars. This is a
// plain function that answers an outcome (it never throws a refusal): the tRPC middleware and the Hono
// middleware beside it turn a refusal into their own kind of answer, and a later step (a bot challenge
// instead of a plain "wait") can branch on the outcome without touching the callers.
import { format } from "@shared/messages";
import { apiMessages } from "@shared/messages/api";

export type RateLimitBucket = "submissions" | "newsletter" | "uploads" | "login" | "newVoters";

export type RateLimitOutcome =
  | { allowed: true }
  | { allowed: false; bucket: RateLimitBucket; limit: number; windowSeconds: number; retryAfterSeconds: number };

/** Defaults when the var is absent: "count/seconds". */
const DEFAULTS: Record<RateLimitBucket, string> = {
  submissions: "5/60",
  newsletter: "5/60",
  uploads: "5/60",
  login: "5/900",
  newVoters: "20/3600",
};

const VAR_NAMES = {
  submissions: "RATE_LIMIT_SUBMISSIONS",
  newsletter: "RATE_LIMIT_NEWSLETTER",
  uploads: "RATE_LIMIT_UPLOADS",
  login: "RATE_LIMIT_LOGIN",
  newVoters: "RATE_LIMIT_NEW_VOTERS",
} as const satisfies Record<RateLimitBucket, keyof Env>;

export function parseRule(text: string): { limit: number; windowSeconds: number } | null {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!match) return null;
  const limit = Number(match[1]);
  const windowSeconds = Number(match[2]);
  return limit > 0 && windowSeconds > 0 ? { limit, windowSeconds } : null;
}

function ruleFor(env: Env, bucket: RateLimitBucket) {
  const configured: unknown = env[VAR_NAMES[bucket]];
  return parseRule(typeof configured === "string" ? configured : DEFAULTS[bucket]) ?? parseRule(DEFAULTS[bucket])!;
}

/** Counts one hit for `key` in `bucket` and says whether it is allowed (and if not, for how long). */
export async function takeRateLimit(env: Env, bucket: RateLimitBucket, key: string): Promise<RateLimitOutcome> {
  const { limit, windowSeconds } = ruleFor(env, bucket);
  const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`${bucket}:${key}`));
  const hit = await stub.hit(limit, windowSeconds);
  return hit.allowed ? { allowed: true } : { allowed: false, bucket, limit, windowSeconds, retryAfterSeconds: hit.retryAfterSeconds };
}

/** The refusal a person can act on: "Too many attempts. Please try again in 2 minutes." */
export function retryMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return format(apiMessages.tooManyAttempts, { minutes, unit: minutes === 1 ? "minute" : "minutes" });
}
