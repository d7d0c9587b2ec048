// Rate limits for tRPC procedures: a refusal of takeRateLimits as an error the client can act on —
// TOO_MANY_REQUESTS past the hard limit (wait), PRECONDITION_REQUIRED past the free allowance (solve
// the bot challenge and send it again).
import { TRPCError } from "@trpc/server";
import { apiMessages } from "@shared/api/api-texts";
import type { Context } from "../trpc/context";
import { middleware } from "../trpc/init";
import { retryParams, takeRateLimits, type RateLimitBucket, type RateLimitRefusal } from "./rate-limit";
import { refusal } from "../trpc/refusal";

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
