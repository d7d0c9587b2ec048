// One way to rate-limit: name a bucket and a key; the limit comes from wrangler.toml vars. This is a
// plain function that answers an outcome (it never throws a refusal): the tRPC middleware and the Hono
// middleware beside it turn a refusal into their own kind of answer, and a later step (a bot challenge
// instead of a plain "wait") can branch on the outcome without touching the callers.

export type RateLimitBucket = "submissions" | "newsletter" | "uploads" | "login" | "newVoters";

export type RateLimitOutcome =
  | { allowed: true; /** When the hit was counted: `releaseRateLimit` takes it back. */ at: number }
  | {
      allowed: false;
      /** "challenge": over the free allowance, a solved bot challenge would be let through;
       *  "refused": over the hard limit, nothing is let through until the window moves on. */
      reason: "challenge" | "refused";
      bucket: RateLimitBucket;
      limit: number;
      windowSeconds: number;
      retryAfterSeconds: number;
    };

export interface TakeOptions {
  /** The caller verified a solved bot challenge for this request. */
  challengeSolved?: boolean;
  /** No hard limit for this key (a login's email address: its owner must always be able to get in). */
  noHardLimit?: boolean;
}

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

/**
 * Every bucket asks for a bot challenge past its free allowance, up to a hard limit ("count" in the same
 * window) where nothing passes. The free allowance is what one person or household does; the gap up to
 * the hard limit is for a busy shared network (a campus, an office, a café), each request paying about
 * a second of proof of work; past it, even solved challenges wait.
 */
const HARD_VAR_NAMES = {
  submissions: "RATE_LIMIT_SUBMISSIONS_HARD",
  newsletter: "RATE_LIMIT_NEWSLETTER_HARD",
  uploads: "RATE_LIMIT_UPLOADS_HARD",
  login: "RATE_LIMIT_LOGIN_HARD",
  newVoters: "RATE_LIMIT_NEW_VOTERS_HARD",
} as const satisfies Record<RateLimitBucket, keyof Env>;
const HARD_DEFAULTS: Record<RateLimitBucket, number> = { submissions: 30, newsletter: 30, uploads: 30, login: 50, newVoters: 500 };

/** The hard limit: at least the free allowance (a hard limit at the allowance means no challenge tier). */
export function hardLimitFor(env: Env, bucket: RateLimitBucket): number {
  const free = ruleFor(env, bucket).limit;
  const configured = Number(env[HARD_VAR_NAMES[bucket]]);
  const hard = Number.isInteger(configured) && configured > 0 ? configured : HARD_DEFAULTS[bucket];
  return Math.max(free, hard);
}

function limiterFor(env: Env, bucket: RateLimitBucket, key: string) {
  return env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`${bucket}:${key}`));
}

/** Counts one hit for `key` in `bucket` and says whether it is allowed (and if not, why and for how long). */
export async function takeRateLimit(
  env: Env,
  bucket: RateLimitBucket,
  key: string,
  options: TakeOptions = {},
): Promise<RateLimitOutcome> {
  const { limit, windowSeconds } = ruleFor(env, bucket);
  const hard = options.noHardLimit ? Number.MAX_SAFE_INTEGER : hardLimitFor(env, bucket);
  const taken = await limiterFor(env, bucket, key).take(limit, hard, windowSeconds, options.challengeSolved ?? false);
  if (taken.verdict === "allowed") return { allowed: true, at: taken.at };
  return { allowed: false, reason: taken.verdict, bucket, limit, windowSeconds, retryAfterSeconds: taken.retryAfterSeconds };
}

/** Takes back a counted hit (see `RateLimiter.release`). */
export async function releaseRateLimit(env: Env, bucket: RateLimitBucket, key: string, at: number): Promise<void> {
  await limiterFor(env, bucket, key).release(at);
}

/**
 * The parameters of the refusal a person can act on, `apiMessages.tooManyAttempts`: "Too many
 * attempts. Please try again in 2 minutes." The text picks "minute" or "minutes" itself, in its own
 * language (an ICU-style plural, shared/messages/index.ts `format`).
 */
export function retryParams(retryAfterSeconds: number): { minutes: number } {
  return { minutes: Math.ceil(retryAfterSeconds / 60) };
}
