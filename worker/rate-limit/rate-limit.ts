// One way to rate-limit: name a bucket and the keys a hit counts under; the limits come from the
// bucket's entry in RATE_LIMITS (wrangler.toml vars override them). takeRateLimits answers a refusal
// or none and never throws; `rateLimited` (tRPC procedures) and `rateLimitRoute` (plain Hono routes)
// turn a refusal into their own kind of answer. Past the free allowance a request passes with a solved
// bot challenge (for buckets that have that tier): TOO_MANY_REQUESTS past the hard limit (wait),
// PRECONDITION_REQUIRED past the free allowance (solve the bot challenge and send it again).
import type { Context as HonoContext, MiddlewareHandler } from "hono";
import type { TRPCError } from "@trpc/server";
import { apiMessages } from "@shared/api/api-texts";
import { BOT_CHALLENGE_HEADER } from "@shared/bot-challenge/bot-challenge";
import { refuse } from "../http/error-envelope";
import type { Context } from "../trpc/context";
import { middleware } from "../trpc/init";
import { refusal } from "../trpc/refusal";
import { checkBotChallengeProof } from "./bot-challenge";
import { clientNetworkScopes } from "./client-network";
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
  // Claims and owner sign-in links: each sends an e-mail to an address nobody has proved yet.
  claims: { rule: "5/600", var: "RATE_LIMIT_CLAIMS", hard: { limit: 30, var: "RATE_LIMIT_CLAIMS_HARD" } },
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
function retryParams(retryAfterSeconds: number): { minutes: number } {
  return { minutes: Math.ceil(retryAfterSeconds / 60) };
}

/** The error a refusal becomes (and Retry-After for a hard refusal). */
export function rateLimitError(ctx: Context, refused: RateLimitRefusal): TRPCError {
  if (refused.verdict === "challenge") return refusal("PRECONDITION_REQUIRED", apiMessages, "challengeRequired");
  ctx.resHeaders.set("Retry-After", String(refused.retryAfterSeconds));
  return refusal("TOO_MANY_REQUESTS", apiMessages, "tooManyAttempts", { params: retryParams(refused.retryAfterSeconds) });
}

/**
 * Counts one hit against `bucket` for the client's network and, for IPv6, its wider prefixes; past the
 * limit of any, throws (see rateLimitError). Past the free allowance the hit passes when the request
 * carries a solved bot challenge.
 */
export async function enforceRateLimit(ctx: Context, bucket: RateLimitBucket): Promise<void> {
  const { refused } = await takeRateLimits(ctx.env, bucket, ctx.clientNetworks, await ctx.takeChallengeProof());
  if (refused) throw rateLimitError(ctx, refused);
}

/** A procedure middleware: each call counts against `bucket` for the client's network. Put it after
 *  `.input()` so a call refused for bad input does not use up the allowance. */
export const rateLimited = (bucket: RateLimitBucket) =>
  middleware(async ({ ctx, next }) => {
    await enforceRateLimit(ctx, bucket);
    return next();
  });

/** The refusal of one hit in `bucket` from this request's network, or null when it may go on. */
export async function rateLimitRefusal(c: HonoContext<{ Bindings: Env }>, bucket: RateLimitBucket): Promise<Response | null> {
  const challengeSolved = (await checkBotChallengeProof(c.env, c.req.header(BOT_CHALLENGE_HEADER))) === "valid";
  const { refused } = await takeRateLimits(c.env, bucket, clientNetworkScopes(c.req.raw, c.env), challengeSolved);
  if (!refused) return null;
  if (refused.verdict === "challenge") return refuse(c, "PRECONDITION_REQUIRED", apiMessages, "challengeRequired");
  c.header("Retry-After", String(refused.retryAfterSeconds));
  return refuse(c, "TOO_MANY_REQUESTS", apiMessages, "tooManyAttempts", retryParams(refused.retryAfterSeconds));
}

export function rateLimitRoute(bucket: RateLimitBucket): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    const refusal = await rateLimitRefusal(c, bucket);
    if (refusal) return refusal;
    await next();
  };
}
