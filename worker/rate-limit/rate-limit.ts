// One way to rate-limit: name a bucket and the keys a hit counts under; the limits come from the
// bucket's entry in RATE_LIMITS (wrangler.toml vars override them). takeRateLimits answers a refusal
// or none and never throws: the tRPC middleware and the Hono middleware beside it turn a refusal into
// their own kind of answer.
import type { RateLimitOutcome } from "./rate-limiter";

/** A bucket's limits and the vars that override them. */
interface BucketLimits {
  /** The free allowance, "count/seconds" (sliding window), unless `var` holds a valid one. */
  rule: string;
  var: keyof Env;
  /**
   * Past the free allowance a hit needs a solved bot challenge, up to this count in the same window
   * (unless `var` holds a positive whole number), where nothing passes. Absent: no challenge tier.
   */
  hard?: { limit: number; var: keyof Env };
}

/**
 * Every bucket, one entry each: adding a bucket is adding an entry (and its vars to wrangler.toml and
 * PRODUCTION_LIMIT_VARS). The free allowance is what one person or household does; the gap up to the
 * hard limit is for a busy shared network (a campus, an office, a café), each request paying about a
 * second of proof of work; past it, even solved challenges wait.
 */
export const RATE_LIMITS = {
  submissions: { rule: "5/60", var: "RATE_LIMIT_SUBMISSIONS", hard: { limit: 30, var: "RATE_LIMIT_SUBMISSIONS_HARD" } },
  newsletter: { rule: "5/60", var: "RATE_LIMIT_NEWSLETTER", hard: { limit: 30, var: "RATE_LIMIT_NEWSLETTER_HARD" } },
  uploads: { rule: "5/60", var: "RATE_LIMIT_UPLOADS", hard: { limit: 30, var: "RATE_LIMIT_UPLOADS_HARD" } },
  login: { rule: "5/900", var: "RATE_LIMIT_LOGIN", hard: { limit: 50, var: "RATE_LIMIT_LOGIN_HARD" } },
  newVoters: { rule: "20/3600", var: "RATE_LIMIT_NEW_VOTERS", hard: { limit: 500, var: "RATE_LIMIT_NEW_VOTERS_HARD" } },
  // Receipts have no challenge tier: whoever sends a submission is not asked to prove anything for
  // its receipt, which is simply not sent past the allowance.
  receipts: { rule: "5/86400", var: "RATE_LIMIT_RECEIPTS" },
  // Nor do Web Vitals beacons: a page being left cannot solve a challenge; past the allowance they are dropped.
  vitals: { rule: "120/600", var: "RATE_LIMIT_VITALS" },
  // Nor do listing activity beacons (a view or a tap as the page is left): past the allowance they are dropped.
  activity: { rule: "240/600", var: "RATE_LIMIT_ACTIVITY" },
  // Nor do share images drawn afresh (cache misses): link previews and <img> cannot solve one either.
  shareImages: { rule: "60/60", var: "RATE_LIMIT_SHARE_IMAGES" },
} as const satisfies Record<string, BucketLimits>;

export type RateLimitBucket = keyof typeof RATE_LIMITS;

/** A hit that was not counted: why, and how long until it would be. */
export type RateLimitRefusal = Exclude<RateLimitOutcome, { verdict: "allowed" }>;

export function parseRule(text: string): { limit: number; windowSeconds: number } | null {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!match) return null;
  const limit = Number(match[1]);
  const windowSeconds = Number(match[2]);
  return limit > 0 && windowSeconds > 0 ? { limit, windowSeconds } : null;
}

/** The bucket's free allowance, window and hard limit (at least the free allowance: equal means no challenge tier). */
function limitsFor(env: Env, bucket: RateLimitBucket) {
  const limits: BucketLimits = RATE_LIMITS[bucket];
  const configured: unknown = env[limits.var];
  const { limit, windowSeconds } = (typeof configured === "string" ? parseRule(configured) : null) ?? parseRule(limits.rule)!;
  const configuredHard = limits.hard ? Number(env[limits.hard.var]) : Number.NaN;
  const hard = Number.isInteger(configuredHard) && configuredHard > 0 ? configuredHard : (limits.hard?.limit ?? 0);
  return { free: limit, hard: Math.max(limit, hard), windowSeconds };
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
): Promise<{ refused: RateLimitRefusal | null; release: () => Promise<void> }> {
  const { free, hard, windowSeconds } = limitsFor(env, bucket);
  const outcomes = await Promise.all(
    scopes.map(({ key, factor = 1, noHardLimit = false }): Promise<RateLimitOutcome> =>
      limiterFor(env, bucket, key).take(free * factor, noHardLimit ? Number.MAX_SAFE_INTEGER : hard * factor, windowSeconds, challengeSolved),
    ),
  );
  const release = async () => {
    const counted = outcomes.flatMap((outcome, i) =>
      outcome.verdict === "allowed" ? [limiterFor(env, bucket, scopes[i]!.key).release(outcome.at)] : [],
    );
    await Promise.all(counted);
  };
  const refusals = outcomes.filter((outcome): outcome is RateLimitRefusal => outcome.verdict !== "allowed");
  if (refusals.length === 0) return { refused: null, release };
  await release();
  const strictest = refusals.sort(
    (a, b) => Number(b.verdict === "refused") - Number(a.verdict === "refused") || b.retryAfterSeconds - a.retryAfterSeconds,
  )[0]!;
  return { refused: strictest, release: async () => {} };
}

/**
 * The parameters of the refusal a person can act on, `apiMessages.tooManyAttempts`: "Too many
 * attempts. Please try again in 2 minutes." The text picks "minute" or "minutes" itself, in its own
 * language (an ICU-style plural, shared/i18n/messages.ts `format`).
 */
export function retryParams(retryAfterSeconds: number): { minutes: number } {
  return { minutes: Math.ceil(retryAfterSeconds / 60) };
}
