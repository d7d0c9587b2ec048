// One way to rate-limit: name a bucket and a key; the limit comes from wrangler.toml vars. This is a
// plain function that answers an outcome (it never throws a refusal): the tRPC middleware and the Hono
// middleware beside it turn a refusal into their own kind of answer, and a later step (a bot challenge
// instead of a plain "wait") can branch on the outcome without touching the callers.

export type RateLimitBucket = "submissions" | "newsletter" | "uploads" | "login" | "newVoters" | "receipts" | "vitals" | "shareImages";

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

/** Defaults when the var is absent: "count/seconds". */
export const DEFAULT_RATE_LIMITS: Record<RateLimitBucket, string> = {
  submissions: "5/60",
  newsletter: "5/60",
  uploads: "5/60",
  login: "5/900",
  newVoters: "20/3600",
  receipts: "5/86400",
  vitals: "120/600",
  shareImages: "60/60",
};

export const RATE_LIMIT_VARS = {
  submissions: "RATE_LIMIT_SUBMISSIONS",
  newsletter: "RATE_LIMIT_NEWSLETTER",
  uploads: "RATE_LIMIT_UPLOADS",
  login: "RATE_LIMIT_LOGIN",
  newVoters: "RATE_LIMIT_NEW_VOTERS",
  receipts: "RATE_LIMIT_RECEIPTS",
  vitals: "RATE_LIMIT_VITALS",
  shareImages: "RATE_LIMIT_SHARE_IMAGES",
} as const satisfies Record<RateLimitBucket, keyof Env>;

export function parseRule(text: string): { limit: number; windowSeconds: number } | null {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!match) return null;
  const limit = Number(match[1]);
  const windowSeconds = Number(match[2]);
  return limit > 0 && windowSeconds > 0 ? { limit, windowSeconds } : null;
}

function ruleFor(env: Env, bucket: RateLimitBucket) {
  const configured: unknown = env[RATE_LIMIT_VARS[bucket]];
  return parseRule(typeof configured === "string" ? configured : DEFAULT_RATE_LIMITS[bucket]) ?? parseRule(DEFAULT_RATE_LIMITS[bucket])!;
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
  // Receipts have no challenge tier: whoever sends a submission is not asked to prove anything for
  // its receipt, which is simply not sent past the allowance.
  receipts: null,
  // Nor do Web Vitals beacons: a page being left cannot solve a challenge; past the allowance they are dropped.
  vitals: null,
  // Nor do share images drawn afresh (cache misses): link previews and <img> cannot solve one either.
  shareImages: null,
} as const satisfies Record<RateLimitBucket, keyof Env | null>;
const HARD_DEFAULTS: Record<RateLimitBucket, number> = {
  submissions: 30,
  newsletter: 30,
  uploads: 30,
  login: 50,
  newVoters: 500,
  receipts: 0,
  vitals: 0,
  shareImages: 0,
};

/** The hard limit: at least the free allowance (a hard limit at the allowance means no challenge tier). */
export function hardLimitFor(env: Env, bucket: RateLimitBucket): number {
  const free = ruleFor(env, bucket).limit;
  const name = HARD_VAR_NAMES[bucket];
  const configured = name ? Number(env[name]) : Number.NaN;
  const hard = Number.isInteger(configured) && configured > 0 ? configured : HARD_DEFAULTS[bucket];
  return Math.max(free, hard);
}

function limiterFor(env: Env, bucket: RateLimitBucket, key: string) {
  return env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`${bucket}:${key}`));
}

/** One key a hit is counted under, with its allowance factor (a wider network gets a larger allowance). */
export interface LimitScope {
  key: string;
  /** The free allowance and the hard limit are multiplied by this (default 1). */
  factor?: number;
  /** No hard limit for this key (a login's email address). */
  noHardLimit?: boolean;
}

/**
 * Counts one hit under every scope at once, all or nothing: when any scope says no, the hits the others
 * counted are taken back and the strictest refusal is answered ("refused" outranks "challenge", then the
 * longest wait). `release` takes the whole hit back later (a login that turned out right).
 */
export async function takeRateLimits(
  env: Env,
  bucket: RateLimitBucket,
  scopes: readonly LimitScope[],
  challengeSolved: boolean,
): Promise<{ outcome: RateLimitOutcome; release: () => Promise<void> }> {
  const { limit, windowSeconds } = ruleFor(env, bucket);
  const hard = hardLimitFor(env, bucket);
  const outcomes = await Promise.all(
    scopes.map(async ({ key, factor = 1, noHardLimit = false }): Promise<RateLimitOutcome> => {
      const taken = await limiterFor(env, bucket, key).take(
        limit * factor,
        noHardLimit ? Number.MAX_SAFE_INTEGER : hard * factor,
        windowSeconds,
        challengeSolved,
      );
      if (taken.verdict === "allowed") return { allowed: true, at: taken.at };
      return { allowed: false, reason: taken.verdict, bucket, limit: limit * factor, windowSeconds, retryAfterSeconds: taken.retryAfterSeconds };
    }),
  );
  const release = async () => {
    const counted = outcomes.flatMap((outcome, i) => (outcome.allowed ? [releaseRateLimit(env, bucket, scopes[i]!.key, outcome.at)] : []));
    await Promise.all(counted);
  };
  const refusals = outcomes.filter((outcome) => !outcome.allowed);
  if (refusals.length === 0) return { outcome: outcomes[0] ?? { allowed: true, at: 0 }, release };
  await release();
  const strictest = refusals.sort(
    (a, b) => Number(b.reason === "refused") - Number(a.reason === "refused") || b.retryAfterSeconds - a.retryAfterSeconds,
  )[0]!;
  return { outcome: strictest, release: async () => {} };
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
