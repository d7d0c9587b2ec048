// Rate limits for tRPC procedures: the outcome of takeRateLimit as a TOO_MANY_REQUESTS refusal.
import { TRPCError } from "@trpc/server";
import type { Context } from "../trpc/context";
import { middleware } from "../trpc/init";
import { takeRateLimit, retryMessage, type RateLimitBucket } from "./rate-limit";

/** Counts one hit for `key` (default: the client's network); past the limit, throws TOO_MANY_REQUESTS. */
export async function enforceRateLimit(ctx: Context, bucket: RateLimitBucket, key: string = ctx.clientNetwork) {
  const outcome = await takeRateLimit(ctx.env, bucket, key);
  if (outcome.allowed) return;
  ctx.resHeaders.set("Retry-After", String(outcome.retryAfterSeconds));
  throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: retryMessage(outcome.retryAfterSeconds) });
}

/** A procedure middleware: each call counts against `bucket` for the client's network. Put it after
 *  `.input()` so a call refused for bad input does not use up the allowance. */
export const rateLimited = (bucket: RateLimitBucket) =>
  middleware(async ({ ctx, next }) => {
    await enforceRateLimit(ctx, bucket);
    return next();
  });
