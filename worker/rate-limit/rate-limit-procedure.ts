// Rate limits for tRPC procedures: a refused outcome of takeRateLimit as an error the client can act
// on — TOO_MANY_REQUESTS past the hard limit (wait), PRECONDITION_REQUIRED past the free allowance
// (solve the bot challenge and send it again).
import { TRPCError } from "@trpc/server";
import { apiMessages } from "@shared/messages/api";
import type { Context } from "../trpc/context";
import { middleware } from "../trpc/init";
import { takeRateLimit, retryParams, type RateLimitBucket, type RateLimitOutcome, type TakeOptions } from "./rate-limit";
import { refusal } from "../trpc/refusal";

/** The error a refused outcome becomes (and Retry-After for a hard refusal). */
export function rateLimitError(ctx: Context, outcome: Extract<RateLimitOutcome, { allowed: false }>): TRPCError {
  if (outcome.reason === "challenge") return refusal("PRECONDITION_REQUIRED", apiMessages, "challengeRequired");
  ctx.resHeaders.set("Retry-After", String(outcome.retryAfterSeconds));
  return refusal("TOO_MANY_REQUESTS", apiMessages, "tooManyAttempts", { params: retryParams(outcome.retryAfterSeconds) });
}

/**
 * Counts one hit for `key` (default: the client's network); past the limit, throws (see rateLimitError).
 * Past the free allowance the hit passes when the request carries a solved bot challenge.
 */
export async function enforceRateLimit(ctx: Context, bucket: RateLimitBucket, key: string = ctx.clientNetwork, options?: TakeOptions) {
  const challengeSolved = options?.challengeSolved ?? (await ctx.takeChallengeProof());
  const outcome = await takeRateLimit(ctx.env, bucket, key, { ...options, challengeSolved });
  if (!outcome.allowed) throw rateLimitError(ctx, outcome);
  return outcome;
}

/** A procedure middleware: each call counts against `bucket` for the client's network. Put it after
 *  `.input()` so a call refused for bad input does not use up the allowance. */
export const rateLimited = (bucket: RateLimitBucket) =>
  middleware(async ({ ctx, next }) => {
    await enforceRateLimit(ctx, bucket);
    return next();
  });
